import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, pathId } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { billingRequest } from '../../api';
import { itemsFrom, itemsParameter, subscriptionId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Replace Items',
	action: 'Replace the items of a subscription',
	description: 'Set a new item set from the next cycle',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the subscription, with `effectiveAt`',
};

export const description: INodeProperties[] = [
	subscriptionId,
	{
		...itemsParameter,
		description:
			'The complete new set (it replaces the current one from the next cycle); billing period and interval must stay',
	},
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		number(
			'Deferred Amount (Cents)',
			'deferredAmountCents',
			'An addon under 100 cents added once to the next invoice (1 to 99); charge larger addons with Charge → Create',
			{ default: 1, typeOptions: { minValue: 1, maxValue: 99 } },
		),
	]),
];

/** The answer holds the subscription and, beside it, when the new items take effect. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'subscriptionId');
	const body: IDataObject = { items: itemsFrom(this, itemIndex, check) };
	const deferred = (this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject)
		.deferredAmountCents;
	if (deferred !== undefined) {
		check.integerBetween('deferredAmountCents', deferred, 1, 99);
		body.deferredAmountCents = deferred;
	}
	const { subscription, effectiveAt } = await billingRequest.call(this, {
		method: 'PATCH',
		path: `/v1/subscriptions/${id}/items`,
		body,
	});
	return { ...(subscription as IDataObject), effectiveAt };
}
