import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { salesCrm } from '../../api';
import { given, pathId, show, text } from '../../../shared/parameters';
import { dealId } from '../locators';

export const description: INodeProperties[] = show('deal', 'won', [
	dealId,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Final Value', name: 'final_value', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'Amount the deal closed at' },
			text('Notes', 'notes', 'Free notes about the outcome', { typeOptions: { rows: 3 } }),
			text('Reason', 'reason', 'Why the deal was won'),
		],
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'dealId');
	const body = given(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject);
	checks(this, itemIndex).numberBetween('final_value', body.final_value, 0, Number.MAX_SAFE_INTEGER);
	return await apiRequest.call(this, salesCrm, { method: 'POST', path: `/deals/${id}/won`, body });
}
