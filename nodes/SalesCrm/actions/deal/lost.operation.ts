import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../../shared/transport';
import { salesCrm } from '../../api';
import { given, pathId, show, text } from '../../../shared/parameters';
import { dealId } from '../locators';

export const description: INodeProperties[] = show('deal', 'lost', [
	dealId,
	text('Reason', 'reason', 'Why the deal was lost'),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			text('Competitor', 'competitor', 'Who won the deal instead'),
			text('Notes', 'notes', 'Free notes about the outcome', { typeOptions: { rows: 3 } }),
		],
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'dealId');
	const body = given({
		reason: this.getNodeParameter('reason', itemIndex, ''),
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
	});
	return await apiRequest.call(this, salesCrm, { method: 'POST', path: `/deals/${id}/lost`, body });
}
