import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { teamWrite } from '../parameters';

export const option = { name: 'Update', action: 'Update a team', description: 'Change a team' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).update(
	teamWrite,
);
