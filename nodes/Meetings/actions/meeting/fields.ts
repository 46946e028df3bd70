import type { IExecuteFunctions } from 'n8n-workflow';

import { checks } from '../../../shared/validation';

/** Date and time of the meeting, in ISO 8601, from the date-time picker or an expression. */
export function meetingDatetime(ctx: IExecuteFunctions, itemIndex: number, value: unknown) {
	return checks(ctx, itemIndex).isoDate('datetime', value);
}
