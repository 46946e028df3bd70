import type { INodeProperties } from 'n8n-workflow';

import { crudOperations } from '../../shared/crud';
import { salesCrm, salesCrmPages } from '../api';

/** Record operations of the Sales CRM: page lists, partial updates by PATCH. */
export const { getOperation, listOperation, createOperation, updateOperation, deleteOperation } = crudOperations({
	api: salesCrm,
	pages: salesCrmPages,
	updateMethod: 'PATCH',
});

/** Custom fields as a JSON object. */
export const customFieldsParameter: INodeProperties = {
	displayName: 'Custom Fields (JSON)',
	name: 'custom_fields',
	type: 'json',
	default: '{}',
	description: 'Values of the custom fields as a JSON object, e.g. {"budget": 25000}',
};
