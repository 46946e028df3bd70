import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { customerIdParameter, read } from '../common';

export const description = show('customer', 'get', [customerIdParameter]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await read(this, `/v1/customers/${pathId(this, itemIndex, 'customerId')}`, 'customer');
}
