import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutId } from '../parameters';

export const option = { name: 'Get', action: 'Get a layout', description: 'Get one layout' };

export const { description, execute } = recordOperations(signageRecords).get({
	path: '/layouts',
	id: layoutId,
});
