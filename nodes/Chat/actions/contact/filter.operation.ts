import { contactPages } from '../../api';
import { filterOperation } from '../filters';
import type { OperationOption } from '../../../shared/router';

/** Conditions as fields; the JSON mode takes the API's payload as it is. */
export const example = `node({
	type: 'n8n-nodes-bizops.chat',
	version: 1,
	config: {
		name: 'Contacts in Monterrey',
		parameters: {
			resource: 'contact',
			operation: 'filter',
			filterMode: 'fields',
			conditions: {
				condition: [
					{ attribute_key: 'city', filter_operator: 'equal_to', values: 'Monterrey', query_operator: 'AND' },
					{ attribute_key: 'email', filter_operator: 'is_present' },
				],
			},
			returnAll: true,
		},
		credentials: { bizOpsChatApi: newCredential('BizOps Chat') },
	},
})`;

export const option: OperationOption = {
	name: 'Filter',
	action: 'Filter contacts',
	description: 'Find contacts matching conditions on their attributes',
	kind: 'read',
};

export const { description, execute, output } = filterOperation(
	'/contacts/filter',
	'name, email, phone_number, identifier, country_code, city, created_at, last_activity_at',
	contactPages,
	'contact',
);
