import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { binaryPropertyParameter, multipartFromBinary } from '../../../shared/multipart';
import { checks } from '../../../shared/validation';
import { chatRaw } from '../../api';
import { pathOf } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Import',
	action: 'Import contacts from a CSV file',
	description: 'Import contacts from a CSV file in binary data',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'what the API answers, or `imported: true` when it answers nothing',
};

export const description: INodeProperties[] = [
	binaryPropertyParameter('the CSV file (columns such as name, email, phone_number)'),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const binaryProperty = this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
	checks(this, itemIndex).required('binaryPropertyName', binaryProperty);
	const body = await multipartFromBinary(
		this,
		itemIndex,
		binaryProperty,
		'import_file',
		{},
		{
			label: 'a CSV file',
			extensions: ['csv'],
			mimeTypes: /csv/,
		},
	);
	const answer = await chatRaw.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, '/contacts/import'),
		body,
	});
	return answerOr(answer, { imported: true });
}
