import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { binaryPropertyParameter, multipartFromBinary } from '../../../shared/multipart';
import { enumOptions } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { VERTICALS, salesCrmRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Import',
	action: 'Import contacts from a file',
	description: 'Import contacts from a CSV, XLSX or JSON file in binary data',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the import' };

export const description: INodeProperties[] = [
	binaryPropertyParameter('the file (CSV, XLSX or JSON) to import'),
	{
		displayName: 'Duplicate Strategy',
		name: 'duplicate_strategy',
		type: 'options',
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a new contact even when one matches',
			},
			{ name: 'Skip', value: 'skip', description: 'Keep the existing contact and ignore the row' },
			{ name: 'Update', value: 'update', description: 'Update the existing contact from the row' },
		],
		default: 'skip',
		description: 'What to do with rows that match an existing contact: skip, update or create',
	},
	{
		displayName: 'Vertical',
		name: 'vertical',
		type: 'options',
		options: [{ name: 'Default Mapping', value: '' }, ...enumOptions(VERTICALS)],
		default: '',
		description:
			'Vertical whose field mapping applies to the file, and which the imported contacts get, e.g. real_estate',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const binaryProperty = this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
	check.required('binaryPropertyName', binaryProperty);
	const duplicateStrategy = this.getNodeParameter(
		'duplicate_strategy',
		itemIndex,
		'skip',
	) as string;
	const vertical = this.getNodeParameter('vertical', itemIndex, '') as string;
	const body = await multipartFromBinary(
		this,
		itemIndex,
		binaryProperty,
		'file',
		{ duplicate_strategy: duplicateStrategy, vertical },
		{
			label: 'a CSV, XLSX or JSON file',
			extensions: ['csv', 'xlsx', 'json'],
			mimeTypes: /csv|json|spreadsheetml/,
		},
	);
	return await salesCrmRequest.call(this, { method: 'POST', path: '/contacts/import', body });
}
