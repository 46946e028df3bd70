import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { agentWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update an agent',
	description: 'Change the role or availability of an agent',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).update(
	agentWrite,
);
