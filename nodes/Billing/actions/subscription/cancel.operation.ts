import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { billingRequest } from '../../api';
import { subscriptionId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Cancel',
	action: 'Cancel a subscription',
	description: 'Cancel now or at the end of the paid period',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the cancelled subscription',
};

export const description: INodeProperties[] = [
	subscriptionId,
	{
		displayName: 'When',
		name: 'when',
		description: 'Whether to cancel now or at the end of the period already paid',
		type: 'options',
		options: [
			{ name: 'Now', value: 'now', description: 'Cancel at once; no further billing' },
			{
				name: 'At Period End',
				value: 'periodEnd',
				description: 'Stay active until currentPeriodEnd, then cancel without charging',
			},
		],
		default: 'now',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	const body = { cancelAtPeriodEnd: this.getNodeParameter('when', itemIndex) === 'periodEnd' };
	return await billingRequest.call(
		this,
		{ method: 'PATCH', path: `/v1/subscriptions/${id}/cancel`, body },
		'subscription',
	);
}
