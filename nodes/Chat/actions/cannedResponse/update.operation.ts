import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { cannedResponseWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a canned response',
	description: 'Change a canned response',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).update(
	cannedResponseWrite,
);
