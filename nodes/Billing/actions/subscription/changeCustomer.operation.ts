import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { billing } from '../../api';
import { customerIdParameter, subscriptionIdParameter } from '../common';

export const description = show('subscription', 'changeCustomer', [
	subscriptionIdParameter,
	{ ...customerIdParameter, displayName: 'New Customer ID', description: 'A vaulted customer of the same project; the billing period does not move' },
]);

/** Also the rescue of a past_due subscription: the scheduled retries charge the new card. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	const customerId = String(this.getNodeParameter('customerId', itemIndex, '')).trim();
	checks(this, itemIndex).required('customerId', customerId);
	const response = await apiRequest.call(this, billing, { method: 'PATCH', path: `/v1/subscriptions/${id}/customer`, body: { customerId } });
	return response.data.subscription as IDataObject;
}
