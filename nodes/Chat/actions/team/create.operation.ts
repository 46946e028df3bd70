import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { teamWrite } from '../parameters';

export const option = { name: 'Create', action: 'Create a team', description: 'Create a team' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).create(
	teamWrite,
);
