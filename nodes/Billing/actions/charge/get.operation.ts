import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId, show, text } from '../../../shared/parameters';
import { read } from '../common';

export const description = show('charge', 'get', [text('Charge ID', 'chargeId', 'ID of the charge', { required: true })]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await read(this, `/v1/charges/${pathId(this, itemIndex, 'chargeId')}`, 'charge');
}
