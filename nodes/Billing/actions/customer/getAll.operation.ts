import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { listParameters, show } from '../../../shared/parameters';
import { list } from '../common';

export const description = show('customer', 'getAll', [
	...listParameters,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Active', value: 'active' },
					{ name: 'Inactive', value: 'inactive' },
				],
				default: 'active',
			},
		],
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await list(this, itemIndex, '/v1/customers', 'customers', this.getNodeParameter('filters', itemIndex, {}) as IDataObject);
}
