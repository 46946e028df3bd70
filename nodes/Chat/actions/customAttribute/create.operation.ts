import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { definitionWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a custom attribute definition',
	description: 'Define a custom attribute of contacts or conversations',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).create(
	definitionWrite,
);
