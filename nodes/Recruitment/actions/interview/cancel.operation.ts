import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { recruitmentRequest } from '../../api';
import { interviewId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Cancel',
	action: 'Cancel an interview',
	description:
		"Cancel an interview; the candidate's stage does not change (move it with Candidate → Move to Stage)",
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the interview, or `id` and `status: cancelled` when it answers nothing',
};

export const description: INodeProperties[] = [
	{ ...interviewId, hint: "Cancelling does not change the candidate's stage in the vacancy" },
	text('Reason', 'reason', 'Why the interview is cancelled'),
	{
		displayName: 'Notify Participants',
		name: 'notify_participants',
		type: 'boolean',
		default: true,
		description: 'Whether the candidate and every interviewer are told',
	},
	text('Notes', 'notes', 'More about the cancellation', { typeOptions: { rows: 2 } }),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'interviewId');
	const body = {
		reason: (this.getNodeParameter('reason', itemIndex, '') as string) || undefined,
		notify_participants: this.getNodeParameter('notify_participants', itemIndex, true) as boolean,
		notes: (this.getNodeParameter('notes', itemIndex, '') as string) || undefined,
	};
	const answer = await recruitmentRequest.call(this, {
		method: 'POST',
		path: `/interviews/${id}/cancel`,
		body,
	});
	// The document does not show the answer: without one, say what was done.
	return answerOr(answer, { id: decodeURIComponent(id), status: 'cancelled' });
}
