import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { simplifiedSubscriptionKeys, subscriptionId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a subscription',
	description: 'Get one subscription',
	kind: 'read',
};

/** A single subscription always comes with its items, each with its product. */
export const { description, execute, output } = recordOperations(
	billingRecords('subscription'),
).get({
	path: '/v1/subscriptions',
	id: subscriptionId,
	simplifiedKeys: simplifiedSubscriptionKeys,
});
