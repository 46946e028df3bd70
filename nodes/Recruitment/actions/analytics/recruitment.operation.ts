import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { recruitmentRequest } from '../../api';
import { periodParameters, periodQuery } from '../../../shared/period';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get KPIs',
	action: 'Get the recruitment KPIs',
	description: 'Time and cost to hire, offer acceptance and monthly trends, by department',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'record', what: 'the KPIs' };

export const description: INodeProperties[] = [
	...periodParameters(),
	text('Department', 'department', 'Only this department; empty for the whole account'),
];

/** Needs both vacancies:read and candidates:read. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const qs = {
		...periodQuery(check, {
			from: this.getNodeParameter('from', itemIndex, ''),
			to: this.getNodeParameter('to', itemIndex, ''),
		}),
		department: this.getNodeParameter('department', itemIndex, '') as string,
	};
	return await recruitmentRequest.call(this, { method: 'GET', path: '/analytics/recruitment', qs });
}
