import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { cannedResponseWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a canned response',
	description: 'Create a canned response',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).create(
	cannedResponseWrite,
);
