import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fetchList, limOffDialect } from '../../../shared/pagination';
import {
	listLimit,
	listParameters,
	simplifier,
	simplifyParameter,
} from '../../../shared/parameters';
import { billing } from '../../api';
import { simplifiedSubscriptionKeys } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many subscriptions',
	description: 'List subscriptions',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'records',
	simplifiedKeys: simplifiedSubscriptionKeys,
};

export const description: INodeProperties[] = [
	...listParameters,
	{
		displayName: 'Include Items',
		name: 'expandItems',
		type: 'boolean',
		default: false,
		description: "Whether to add each subscription's items (expand=items)",
	},
	simplifyParameter,
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const qs = {
		expand: this.getNodeParameter('expandItems', itemIndex, false) ? 'items' : undefined,
	};
	const subscriptions = await fetchList(
		this,
		billing,
		{ method: 'GET', path: '/v1/subscriptions', qs },
		limOffDialect('subscriptions'),
		listLimit(this, itemIndex),
	);
	return subscriptions.map(simplifier(this, itemIndex, simplifiedSubscriptionKeys));
}
