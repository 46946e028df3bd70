import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { labelId } from '../parameters';

export const option = { name: 'Delete', action: 'Delete a label', description: 'Delete a label' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/labels'),
	id: labelId,
});
