import { recordOperations } from '../../../shared/crud';
import { formsRecords } from '../../api';
import { formId } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a form',
	description: 'Get a form with its schema (fields, validations, configuration) and mode settings',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(formsRecords).get({
	path: '/forms',
	id: formId,
});
