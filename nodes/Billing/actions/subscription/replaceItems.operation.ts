import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { billing } from '../../api';
import { itemsFrom, itemsParameter, subscriptionIdParameter } from '../common';

export const description = show('subscription', 'replaceItems', [
	subscriptionIdParameter,
	{ ...itemsParameter, description: 'The complete new set (it replaces the current one from the next cycle); billing period and interval must stay' },
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Deferred Amount (Cents)',
				name: 'deferredAmountCents',
				type: 'number',
				default: 1,
				typeOptions: { minValue: 1, maxValue: 99 },
				description: 'An addon under 100 cents added once to the next invoice (1 to 99); charge larger addons with Charge → Create',
			},
		],
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'subscriptionId');
	const body: IDataObject = { items: itemsFrom(this, itemIndex, check) };
	const deferred = (this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject).deferredAmountCents;
	if (deferred !== undefined) {
		check.integerBetween('deferredAmountCents', deferred, 1, 99);
		body.deferredAmountCents = deferred;
	}
	const response = await apiRequest.call(this, billing, { method: 'PATCH', path: `/v1/subscriptions/${id}/items`, body });
	return { ...response.data.subscription, effectiveAt: response.data.effectiveAt } as IDataObject;
}
