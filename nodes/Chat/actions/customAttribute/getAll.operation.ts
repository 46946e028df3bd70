import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { attributeModelParameter } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many custom attribute definitions',
	description: 'List the custom attribute definitions of contacts and conversations',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(wholeListRecords).list({
	path: accountPath('/custom_attribute_definitions'),
	filters: [attributeModelParameter],
});
