import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Checks } from '../../../shared/validation';

/** The From / To of the analytics reports; both optional (the service then picks its default period). */
export const period: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: 'Start of the period',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: 'End of the period',
	},
];

export function periodQuery(ctx: IExecuteFunctions, itemIndex: number, check: Checks) {
	const from = check.isoDate('from', ctx.getNodeParameter('from', itemIndex, ''));
	const to = check.isoDate('to', ctx.getNodeParameter('to', itemIndex, ''));
	if (from && to && Date.parse(from) > Date.parse(to)) check.fail('from', 'must not be after To');
	return { from, to };
}
