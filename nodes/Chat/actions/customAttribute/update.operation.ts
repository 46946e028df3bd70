import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { definitionWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a custom attribute definition',
	description: 'Change a custom attribute definition',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).update(
	definitionWrite,
);
