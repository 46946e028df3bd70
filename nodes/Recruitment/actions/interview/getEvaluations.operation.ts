import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { recruitmentRequest } from '../../api';
import { interviewId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Evaluations',
	action: 'Get the evaluations of an interview',
	description: 'List every evaluation submitted for an interview',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'evaluation' };

export const description: INodeProperties[] = [interviewId];

/** The document shows this list without paging parameters: one request returns every evaluation. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'interviewId');
	return (
		(await recruitmentRequest.call(this, {
			method: 'GET',
			path: `/interviews/${id}/evaluations`,
		})) ?? []
	);
}
