import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { teamId } from '../parameters';

export const option = { name: 'Delete', action: 'Delete a team', description: 'Delete a team' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/teams'),
	id: teamId,
});
