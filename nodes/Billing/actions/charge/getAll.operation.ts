import type { IExecuteFunctions } from 'n8n-workflow';

import { listParameters, show } from '../../../shared/parameters';
import { list } from '../common';

/** Doc 002 shows no filters for this list. */
export const description = show('charge', 'getAll', [...listParameters]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await list(this, itemIndex, '/v1/charges', 'charges');
}
