import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { billingRequest } from '../../api';
import { customerId, requiredId } from '../parameters';
import { subscriptionId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Change Customer',
	action: 'Change the customer of a subscription',
	description: "Bill another vaulted customer's card from now on",
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the subscription',
};

export const description: INodeProperties[] = [
	subscriptionId,
	{
		...customerId,
		displayName: 'New Customer',
		description:
			'A vaulted customer of the same project, its ID (cus_…) from Customer → Get Many; the billing period does not move',
	},
];

/** Also the rescue of a past_due subscription: the scheduled retries charge the new card. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	const body = { customerId: requiredId(this, itemIndex, checks(this, itemIndex), 'customerId') };
	return await billingRequest.call(
		this,
		{ method: 'PATCH', path: `/v1/subscriptions/${id}/customer`, body },
		'subscription',
	);
}
