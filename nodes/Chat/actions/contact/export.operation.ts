import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { splitList } from '../../../shared/validation';
import { chatRaw } from '../../api';
import { pathOf } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Export',
	action: 'Export contacts',
	description:
		'Start an export of the contacts; the service e-mails the file to the owner of the access token',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`exportStarted: true` with what the API answers (the export is mailed)',
};

export const description: INodeProperties[] = [
	{
		displayName: 'Columns',
		name: 'column_names',
		type: 'string',
		default: '',
		placeholder: 'e.g. name, email, phone_number',
		description: 'Comma-separated columns to export; empty exports every column',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const columns = splitList(this.getNodeParameter('column_names', itemIndex, ''));
	const body = columns.length ? { column_names: columns } : {};
	const answer = await chatRaw.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, '/contacts/export'),
		body,
	});
	// The file itself never comes back here: it is e-mailed.
	return { exportStarted: true, ...answerOr(answer, {}) };
}
