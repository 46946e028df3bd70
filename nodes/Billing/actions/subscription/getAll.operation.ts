import type { IExecuteFunctions } from 'n8n-workflow';

import { listParameters, show } from '../../../shared/parameters';
import { list } from '../common';

export const description = show('subscription', 'getAll', [
	...listParameters,
	{ displayName: 'Include Items', name: 'expandItems', type: 'boolean', default: false, description: 'Whether to add each subscription\'s items (expand=items)' },
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const expand = this.getNodeParameter('expandItems', itemIndex, false) ? 'items' : undefined;
	return await list(this, itemIndex, '/v1/subscriptions', 'subscriptions', { expand });
}
