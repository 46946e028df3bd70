import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { amountInCents, amountParameters } from '../../../shared/money';
import { checks } from '../../../shared/validation';
import { paymentsRequest } from '../../api';
import { transactionId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

const partial = { show: { refundType: ['partial'] } };

export const option: OperationOption = {
	name: 'Refund',
	action: 'Refund a transaction',
	description: 'Refund a transaction in full or in part',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the refund' };

export const description: INodeProperties[] = [
	transactionId,
	{
		displayName: 'Refund',
		name: 'refundType',
		description: 'Full refunds what remains of the transaction; partial refunds the Amount below',
		type: 'options',
		options: [
			{ name: 'Full', value: 'full', description: 'Refund whatever remains of the transaction' },
			{ name: 'Partial', value: 'partial', description: 'Refund the amount set here' },
		],
		default: 'full',
	},
	...amountParameters(
		'How much to refund, in the Amount Unit above: cents (1250 for 12.50) or a decimal amount in the currency of the transaction (12.50)',
		partial,
	),
	text('Reason', 'reason', 'Why the money goes back'),
];

/** Not retried (a write without idempotency key): a lost answer is checked with Transaction → Get. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'transactionId');
	const body: IDataObject = {
		reason: (this.getNodeParameter('reason', itemIndex, '') as string) || undefined,
	};
	if (this.getNodeParameter('refundType', itemIndex) === 'partial') {
		body.amount = amountInCents(this, itemIndex, check);
		check.integerBetween('amount', body.amount, 1);
	}
	return await paymentsRequest.call(this, {
		method: 'POST',
		path: `/transactions/${id}/refund`,
		body,
	});
}
