import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutId } from '../parameters';

export const option = { name: 'Delete', action: 'Delete a layout', description: 'Delete a layout' };

export const { description, execute } = recordOperations(signageRecords).delete({
	path: '/layouts',
	id: layoutId,
});
