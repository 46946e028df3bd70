import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { teamId } from '../parameters';

export const option = { name: 'Get', action: 'Get a team', description: 'Get one team' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).get({
	path: accountPath('/teams'),
	id: teamId,
});
