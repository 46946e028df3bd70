import type { IExecuteFunctions } from 'n8n-workflow';

import { deleted } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { interfaceRequest } from '../../../shared/transport';
import { vacancyDeletion } from '../../api';
import { vacancyId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a vacancy',
	description: 'Delete a draft vacancy; others are closed and archived instead',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'deleted' };

export const description = [
	{
		...vacancyId,
		hint: 'Only a vacancy in draft without candidates can be deleted; close and archive the others',
	},
];

/** The API refuses (409/422) a vacancy that is not a draft or has candidates; the error's hint says what to do. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'vacancyId');
	await interfaceRequest(vacancyDeletion, 'data').call(this, {
		method: 'DELETE',
		path: `/vacancies/${id}`,
		idempotent: true,
	});
	return deleted(id);
}
