import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { choice } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { GRANULARITIES, recruitmentRequest } from '../../api';
import { periodParameters, periodQuery } from '../../../shared/period';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Summary',
	action: 'Get the recruitment summary',
	description: 'Vacancies, candidates, interviews and the conversion funnel of a period',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the summary',
};

export const description: INodeProperties[] = [
	...periodParameters(),
	choice(
		'Granularity',
		'granularity',
		GRANULARITIES,
		'Length of each step of the period: day, week or month',
		{
			default: 'month',
		},
	),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const granularity = this.getNodeParameter('granularity', itemIndex) as string;
	const qs = {
		...periodQuery(check, {
			from: this.getNodeParameter('from', itemIndex, ''),
			to: this.getNodeParameter('to', itemIndex, ''),
		}),
		granularity,
	};
	return await recruitmentRequest.call(this, { method: 'GET', path: '/analytics/summary', qs });
}
