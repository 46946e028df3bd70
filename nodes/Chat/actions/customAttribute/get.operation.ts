import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { definitionId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a custom attribute definition',
	description: 'Get one custom attribute definition',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).get({
	path: accountPath('/custom_attribute_definitions'),
	id: definitionId,
});
