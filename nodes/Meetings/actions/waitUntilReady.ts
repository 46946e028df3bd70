import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { PollBounds } from '../../shared/pollUntil';
import { checks } from '../../shared/validation';
import { number } from '../../shared/parameters';

/** Wait Until Ready: the parameters of bounded polling (shared/pollUntil.ts) for what Meetings produces after a while. */

/** The Wait Until Ready parameters of an operation that reads `what`. */
export const waitOptions = (what: string): INodeProperties[] => [
	{
		displayName: 'Wait Until Ready',
		name: 'waitUntilReady',
		type: 'boolean',
		default: false,
		description: `Whether to check again until the ${what} is ready, up to Max Wait; otherwise one check`,
	},
	number(
		'Max Wait (Seconds)',
		'maxWait',
		'How long to keep checking before failing the item, in seconds',
		{
			default: 300,
			typeOptions: { minValue: 1, maxValue: 3600 },
			displayOptions: { show: { waitUntilReady: [true] } },
		},
	),
	number('Check Every (Seconds)', 'interval', 'Pause between two checks, in seconds', {
		default: 15,
		typeOptions: { minValue: 1, maxValue: 600 },
		displayOptions: { show: { waitUntilReady: [true] } },
	}),
];

/** The wait bounds the user chose, checked; undefined when not waiting. */
export function waitBounds(ctx: IExecuteFunctions, itemIndex: number): PollBounds | undefined {
	if (!ctx.getNodeParameter('waitUntilReady', itemIndex, false)) return undefined;
	const check = checks(ctx, itemIndex);
	const maxWait = ctx.getNodeParameter('maxWait', itemIndex, 300) as number;
	const interval = ctx.getNodeParameter('interval', itemIndex, 15) as number;
	check.numberBetween('maxWait', maxWait, 1, 3600);
	check.numberBetween('interval', interval, 1, 600);
	return { maxWaitMs: maxWait * 1000, intervalMs: interval * 1000 };
}
