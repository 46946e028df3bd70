import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';
import { dealId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Mark Lost',
	action: 'Mark a deal as lost',
	description: 'Record that the deal was lost, with reason and competitor',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the deal' };

export const description: INodeProperties[] = [
	dealId,
	text('Reason', 'reason', 'Why the deal was lost'),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Competitor', 'competitor', 'Who won the deal instead'),
		text('Notes', 'notes', 'Free notes about the outcome', { typeOptions: { rows: 3 } }),
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'dealId');
	const body = dropEmpty({
		reason: this.getNodeParameter('reason', itemIndex, ''),
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
	});
	return await salesCrmRequest.call(this, { method: 'POST', path: `/deals/${id}/lost`, body });
}
