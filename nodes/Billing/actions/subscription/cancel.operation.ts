import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { billing } from '../../api';
import { subscriptionIdParameter } from '../common';

export const description = show('subscription', 'cancel', [
	subscriptionIdParameter,
	{
		displayName: 'When',
		name: 'when',
		type: 'options',
		options: [
			{ name: 'Now', value: 'now', description: 'Cancel at once; no further billing' },
			{ name: 'At Period End', value: 'periodEnd', description: 'Stay active until currentPeriodEnd, then cancel without charging' },
		],
		default: 'now',
	},
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	const body = { cancelAtPeriodEnd: this.getNodeParameter('when', itemIndex) === 'periodEnd' };
	const response = await apiRequest.call(this, billing, { method: 'PATCH', path: `/v1/subscriptions/${id}/cancel`, body });
	return response.data.subscription as IDataObject;
}
