import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { read, subscriptionIdParameter } from '../common';

export const description = show('subscription', 'get', [subscriptionIdParameter]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await read(this, `/v1/subscriptions/${pathId(this, itemIndex, 'subscriptionId')}`, 'subscription');
}
