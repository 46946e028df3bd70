import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { checks } from './validation';

/** Parameters shown only for one operation of one resource. */
export const show = (resource: string, operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, properties);

/** A plain text parameter. */
export const text = (displayName: string, name: string, description: string, extra: Partial<INodeProperties> = {}) =>
	({ displayName, name, type: 'string', default: '', description, ...extra }) as INodeProperties;

/** Return All / Limit of a list operation. */
export const listParameters: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		default: 50,
		typeOptions: { minValue: 1 },
		displayOptions: { show: { returnAll: [false] } },
		description: 'Max number of results to return',
	},
];

/** The limit for `fetchList`: undefined for Return All. */
export function listLimit(ctx: IExecuteFunctions, itemIndex: number): number | undefined {
	if (ctx.getNodeParameter('returnAll', itemIndex, false)) return undefined;
	const limit = ctx.getNodeParameter('limit', itemIndex, 50) as number;
	checks(ctx, itemIndex).integerBetween('limit', limit, 1, Number.MAX_SAFE_INTEGER);
	return limit;
}

/** Whether money parameters hold cents or a decimal amount: the API always receives cents. */
export const amountUnitParameter = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	displayName: 'Amount Unit',
	name: 'amountUnit',
	type: 'options',
	options: [
		{ name: 'Cents (Whole Number)', value: 'cents', description: 'E.g. 1050 for 10.50.' },
		{ name: 'Decimal Amount in the Currency', value: 'decimal', description: 'E.g. 10.50; sent as 1050 cents.' },
	],
	default: 'cents',
	description: 'How the amounts below are written; the API always receives whole cents',
	...extra,
});

/** A required ID parameter, ready for a URL path. */
export function pathId(ctx: IExecuteFunctions, itemIndex: number, name: string): string {
	const value = ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }) as string;
	checks(ctx, itemIndex).required(name, value);
	return encodeURIComponent(String(value).trim());
}
