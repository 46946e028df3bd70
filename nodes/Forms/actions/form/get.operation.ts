import { recordOperations } from '../../../shared/crud';
import { formsRecords } from '../../api';
import { formId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a form',
	description: 'Get a form with its schema (fields, validations, configuration) and mode settings',
};

export const { description, execute } = recordOperations(formsRecords).get({
	path: '/forms',
	id: formId,
});
