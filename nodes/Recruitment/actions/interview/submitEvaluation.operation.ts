import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { number, pathId, rowsParameter, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { recruitmentRequest } from '../../api';
import { interviewId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { enteredRows } from '../../../shared/rows';

export const option: OperationOption = {
	name: 'Submit Evaluation',
	action: 'Submit an interview evaluation',
	description: 'Submit an interviewer’s evaluation with scored criteria and a recommendation',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the evaluation',
};

export const description: INodeProperties[] = [
	interviewId,
	text('Interviewer Email', 'interviewer_email', 'E-mail of the interviewer who evaluates', {
		required: true,
		placeholder: 'name@email.com',
	}),
	number(
		'Overall Score',
		'overall_score',
		'The overall score, on your account’s scale (the document does not show the range)',
		{ required: true },
	),
	rowsParameter(
		{
			displayName: 'Criteria',
			name: 'criteria',
			placeholder: 'Add Criterion',
		},
		{ displayName: 'Criterion', name: 'criterion' },
		[
			text('Name', 'name', 'What is judged, e.g. Technical skills'),
			number('Weight', 'weight', 'How much this criterion counts in the weighted score', {
				default: 1,
				typeOptions: { minValue: 0 },
			}),
			number('Score', 'score', 'The score for this criterion'),
			text('Comment', 'comment', 'Why this score'),
		],
	),
	text(
		'Recommendation',
		'recommendation',
		'The interviewer’s recommendation, as your account names them (not listed in the document), e.g. hire',
	),
	text('Notes', 'notes', 'Further remarks', { typeOptions: { rows: 3 } }),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'interviewId');
	const email = this.getNodeParameter('interviewer_email', itemIndex) as string;
	check.required('interviewer_email', email);
	check.email('interviewer_email', email);
	const overall = this.getNodeParameter('overall_score', itemIndex) as number;
	check.required('overall_score', overall);
	check.numberBetween('overall_score', overall, -Number.MAX_VALUE, Number.MAX_VALUE);
	const criteria = enteredRows(this, itemIndex, 'criteria', 'criterion');
	criteria.forEach((criterion, index) => {
		check.required(`criteria[${index}].name`, criterion.name);
		check.numberBetween(`criteria[${index}].weight`, criterion.weight, 0, Number.MAX_VALUE);
		check.numberBetween(
			`criteria[${index}].score`,
			criterion.score,
			-Number.MAX_VALUE,
			Number.MAX_VALUE,
		);
	});
	const body = {
		interviewer_email: email,
		overall_score: overall,
		criteria: criteria.length
			? criteria.map((c) => ({
					name: c.name,
					weight: Number(c.weight),
					score: Number(c.score),
					comment: c.comment || undefined,
				}))
			: undefined,
		recommendation: (this.getNodeParameter('recommendation', itemIndex, '') as string) || undefined,
		notes: (this.getNodeParameter('notes', itemIndex, '') as string) || undefined,
	};
	// Not retried: a repeat would record the evaluation twice.
	return await recruitmentRequest.call(this, {
		method: 'POST',
		path: `/interviews/${id}/evaluation`,
		body,
	});
}
