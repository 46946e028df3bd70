import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { billingRequest } from '../../api';
import { subscriptionId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Reactivate',
	action: 'Reactivate a subscription',
	description: 'Lift a pending cancellation or revive a cancelled subscription',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the reactivated subscription',
};

export const description = [subscriptionId];

/** Lifts a pending cancellation, or revives a cancelled subscription whose paid period has not ended. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'subscriptionId');
	return await billingRequest.call(
		this,
		{ method: 'PATCH', path: `/v1/subscriptions/${id}/reactivate` },
		'subscription',
	);
}
