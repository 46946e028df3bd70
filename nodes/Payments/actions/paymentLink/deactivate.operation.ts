import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { paymentsRequest } from '../../api';
import { paymentLinkId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Deactivate',
	action: 'Deactivate a payment link',
	description: 'Stop a link accepting payments; completed payments stay',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the payment link, or `id` and `deactivated: true` when it answers nothing',
};

export const description = [paymentLinkId];

/** DELETE deactivates: the link accepts no more payments; completed payments stay. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'linkId');
	const link = await paymentsRequest.call(this, {
		method: 'DELETE',
		path: `/payment-links/${id}`,
		idempotent: true,
	});
	return answerOr(link, { id: decodeURIComponent(id), deactivated: true });
}
