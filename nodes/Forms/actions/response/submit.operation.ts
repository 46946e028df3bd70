import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, rowsParameter } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { formsPublic } from '../../api';
import { formId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';
import { enteredRows } from '../../../shared/rows';

export const option: OperationOption = {
	name: 'Submit',
	action: 'Submit a response',
	description:
		'Submit answers to a published form through its public route (at most 10 submissions a minute)',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`formId`, `submitted: true` and what the API answers',
};

export const description: INodeProperties[] = [
	formId,
	{
		displayName: 'Answers As',
		name: 'answersInput',
		description:
			'Whether the answers are given as field/value pairs below (fields) or as one JSON object (JSON)',
		type: 'options',
		options: [
			{
				name: 'Field/Value Pairs',
				value: 'fields',
				description: 'Pick each field of the form and give its value',
			},
			{ name: 'JSON', value: 'json', description: 'An object of field ID to value' },
		],
		default: 'fields',
	},
	rowsParameter(
		{
			displayName: 'Answers',
			name: 'answers',
			placeholder: 'Add Answer',
			displayOptions: { show: { answersInput: ['fields'] } },
		},
		{ displayName: 'Answer', name: 'answer' },
		[
			{
				displayName: 'Field Name or ID',
				name: 'field',
				type: 'options',
				typeOptions: {
					loadOptionsMethod: 'getFormFields',
					loadOptionsDependsOn: ['formId.value'],
				},
				default: '',
				description:
					'The field of the form: its ID from the fields Form → Get lists. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Value',
				name: 'value',
				type: 'string',
				default: '',
				description: 'The answer',
			},
		],
	),
	{
		displayName: 'Answers (JSON)',
		name: 'answersJson',
		type: 'json',
		default: '{}',
		displayOptions: { show: { answersInput: ['json'] } },
		description: 'Field ID to value, e.g. {"email": "ada@example.com", "rating": 5}',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const form = pathId(this, itemIndex, 'formId');
	let answers: IDataObject = {};
	if (this.getNodeParameter('answersInput', itemIndex) === 'json') {
		answers = check.jsonObject(
			'answersJson',
			this.getNodeParameter('answersJson', itemIndex, '{}'),
		);
		if (Object.keys(answers).length === 0) check.fail('answersJson', 'give at least one answer');
	} else {
		const pairs = enteredRows(this, itemIndex, 'answers', 'answer') as Array<{
			field: string;
			value: string;
		}>;
		if (pairs.length === 0) check.fail('answers', 'give at least one answer');
		for (const { field, value } of pairs) {
			check.required('field', field);
			if (field in answers) check.fail('field', `"${field}" is answered twice`);
			answers[field] = value;
		}
	}
	// Paced to the route's documented limit (formsPublic); a refusal (429) is reported as it is:
	// a submission is never sent twice.
	const result = await apiRequest.call(this, formsPublic, {
		method: 'POST',
		path: `/forms/${form}/submit`,
		body: { answers },
		authenticated: false,
	});
	return {
		formId: decodeURIComponent(form),
		submitted: true,
		...answerOr(result, {}),
	};
}
