import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';
import { dealId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Mark Won',
	action: 'Mark a deal as won',
	description: 'Record that the deal was won, with its final value',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the deal' };

export const description: INodeProperties[] = [
	dealId,
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		number(
			'Final Value',
			'final_value',
			"Amount the deal closed at, in the deal's currency, e.g. 25000",
			{ typeOptions: { minValue: 0 } },
		),
		text('Notes', 'notes', 'Free notes about the outcome', { typeOptions: { rows: 3 } }),
		text('Reason', 'reason', 'Why the deal was won'),
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'dealId');
	const body = dropEmpty(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject);
	checks(this, itemIndex).numberBetween('final_value', body.final_value, 0);
	return await salesCrmRequest.call(this, { method: 'POST', path: `/deals/${id}/won`, body });
}
