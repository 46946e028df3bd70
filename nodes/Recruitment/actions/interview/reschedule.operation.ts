import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, pathId, text } from '../../../shared/parameters';
import { dateTimeWithOffset } from '../../places';
import { checks } from '../../../shared/validation';
import { recruitmentRequest } from '../../api';
import { interviewId, scheduledAtParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Reschedule',
	action: 'Reschedule an interview',
	description: 'Move an interview to another time, with a reason',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the interview',
};

export const description: INodeProperties[] = [
	interviewId,
	scheduledAtParameter('The new start of the interview'),
	number(
		'Duration (Minutes)',
		'duration_minutes',
		'New length of the interview in minutes, e.g. 45; 0 keeps the current one',
		{ typeOptions: { minValue: 0 } },
	),
	text('Reason', 'reason', 'Why the interview moves, e.g. Interviewer unavailable'),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'interviewId');
	const scheduledAt = this.getNodeParameter('scheduled_at', itemIndex) as string;
	check.required('scheduled_at', scheduledAt);
	const duration = this.getNodeParameter('duration_minutes', itemIndex, 0) as number;
	check.integerBetween('duration_minutes', duration, 0, 24 * 60);
	const body = {
		scheduled_at: dateTimeWithOffset(check, 'scheduled_at', scheduledAt),
		duration_minutes: duration || undefined,
		reason: (this.getNodeParameter('reason', itemIndex, '') as string) || undefined,
	};
	return await recruitmentRequest.call(this, { method: 'PATCH', path: `/interviews/${id}`, body });
}
