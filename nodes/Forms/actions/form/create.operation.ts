import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { formsRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a form',
	description: 'Create a form with a title and a description',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created form',
};

export const description: INodeProperties[] = [
	text('Title', 'title', 'Title of the form', { required: true }),
	text('Description', 'description', 'What the form is about', { typeOptions: { rows: 3 } }),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const title = this.getNodeParameter('title', itemIndex);
	check.required('title', title);
	const body = dropEmpty({
		title: check.text('title', title),
		description: this.getNodeParameter('description', itemIndex, '') as string,
	});
	return await formsRequest.call(this, { method: 'POST', path: '/forms', body });
}
