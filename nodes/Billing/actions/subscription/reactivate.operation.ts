import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { billing } from '../../api';
import { subscriptionIdParameter } from '../common';

export const description = show('subscription', 'reactivate', [subscriptionIdParameter]);

/** Lifts a pending cancellation, or revives a cancelled subscription whose paid period has not ended. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	const response = await apiRequest.call(this, billing, { method: 'PATCH', path: `/v1/subscriptions/${id}/reactivate` });
	return response.data.subscription as IDataObject;
}
