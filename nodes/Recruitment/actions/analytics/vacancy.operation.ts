import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { recruitmentRequest } from '../../api';
import { vacancyId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Vacancy Metrics',
	action: 'Get the metrics of a vacancy',
	description:
		'Views, applications, conversion, candidates by stage, sources and top skills of one vacancy',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the metrics',
};

export const description: INodeProperties[] = [vacancyId];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'vacancyId');
	return await recruitmentRequest.call(this, { method: 'GET', path: `/analytics/vacancies/${id}` });
}
