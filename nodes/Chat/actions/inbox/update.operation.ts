import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { inboxWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update an inbox',
	description: 'Change auto-assignment and the greeting of an inbox',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).update(
	inboxWrite,
);
