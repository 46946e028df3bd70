import { createHash } from 'crypto';
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { billingRequest } from '../../api';
import { customerId, productCode, requiredId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a charge',
	description: 'Charge a vaulted customer once, with an idempotency key',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the charge' };

export const description: INodeProperties[] = [
	{
		...customerId,
		description:
			'A customer of this project with a vaulted card: its ID (cus_…) from Customer → Get Many',
	},
	{
		...productCode,
		description: 'The one-time product (or addon) charged: its code from Product → Get Many',
	},
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text(
			'Idempotency Key',
			'idempotencyKey',
			'Charges sent with the same key are made once; by default one is derived from the execution and the item. Retrying a failed execution starts a new one with a new default key: where you retry executions, set the key from the event (e.g. its ID)',
		),
		{
			displayName: 'Is Test',
			name: 'isTest',
			type: 'boolean',
			default: false,
			description: 'Whether the charge runs in test mode',
		},
		{
			displayName: 'Prorate',
			name: 'prorate',
			type: 'boolean',
			default: false,
			description: 'Whether to charge an addon only for the rest of the current period',
		},
		number(
			'Quantity',
			'quantity',
			'How many units of the product are charged, a whole number, e.g. 1',
			{ default: 1, typeOptions: { minValue: 1, maxValue: 1000 } },
		),
		text(
			'Subscription ID',
			'subscriptionId',
			'The active subscription an addon is charged over: its ID (sub_…) from Subscription → Get Many',
		),
	]),
];

/**
 * The key is the user's or derived from execution, node and item: the transport's retries and
 * n8n's Retry On Fail resend the same key, so the service charges once however often it is sent.
 * Not derived from the item's data alone: two runs charging the same customer the same product
 * (a schedule, a sub-workflow) are two charges. A retried execution is new, so only a key the
 * user takes from the event carries over to it.
 */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const body = dropEmpty({
		customerId: requiredId(this, itemIndex, check, 'customerId'),
		productCode: requiredId(this, itemIndex, check, 'productCode'),
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
	});
	check.integerBetween('quantity', body.quantity, 1, 1000);
	check.maxLength('idempotencyKey', body.idempotencyKey, 255);
	if (body.prorate && !body.subscriptionId)
		check.fail('prorate', 'needs the Subscription ID whose period is prorated');
	body.idempotencyKey ??= createHash('sha256')
		.update([this.getWorkflow().id, this.getExecutionId(), this.getNode().id, itemIndex].join('\n'))
		.digest('hex');
	return await billingRequest.call(
		this,
		{ method: 'POST', path: '/v1/charges', body, idempotent: true },
		'charge',
	);
}
