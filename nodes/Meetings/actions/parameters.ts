import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { PollBounds } from '../../shared/pollUntil';
import { text } from '../../shared/parameters';
import { checks } from '../../shared/validation';

/** Parameters several Meetings operations share. */

// The interface has no list of meetings to pick from: the ID comes from Meeting → Create.
export const meetingId = text(
	'Public Meeting ID',
	'publicMeetingId',
	"The meeting's public ID, as Meeting → Create returns it",
	{ required: true },
);

/** Date and time of the meeting, in ISO 8601, from the date-time picker or an expression. */
export function meetingDatetime(ctx: IExecuteFunctions, itemIndex: number, value: unknown) {
	return checks(ctx, itemIndex).isoDate('datetime', value);
}

/** Wait Until Ready: bounded polling of something the service produces after a while. */
export const waitOptions = (what: string): INodeProperties[] => [
	{
		displayName: 'Wait Until Ready',
		name: 'waitUntilReady',
		type: 'boolean',
		default: false,
		description: `Whether to check again until the ${what} is ready, up to Max Wait; otherwise one check`,
	},
	{
		displayName: 'Max Wait (Seconds)',
		name: 'maxWait',
		type: 'number',
		default: 300,
		typeOptions: { minValue: 1, maxValue: 3600 },
		displayOptions: { show: { waitUntilReady: [true] } },
		description: 'How long to keep checking before failing the item',
	},
	{
		displayName: 'Check Every (Seconds)',
		name: 'interval',
		type: 'number',
		default: 15,
		typeOptions: { minValue: 1, maxValue: 600 },
		displayOptions: { show: { waitUntilReady: [true] } },
		description: 'Pause between two checks',
	},
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

/** `{success, message, <name>: {...}}` -> the record with the message beside it. */
export const unwrap = (response: IDataObject, name: string): IDataObject => ({
	...((response[name] ?? {}) as IDataObject),
	message: response.message,
});
