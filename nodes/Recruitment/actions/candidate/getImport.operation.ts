import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { recruitmentRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Import Status',
	action: 'Get the status of a candidate import',
	description: 'Read the progress and counts of a candidate import',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the import job',
};

export const description: INodeProperties[] = [
	text('Import ID', 'importId', 'The import_id that Candidate → Import returned', {
		required: true,
	}),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'importId');
	return await recruitmentRequest.call(this, { method: 'GET', path: `/candidates/import/${id}` });
}
