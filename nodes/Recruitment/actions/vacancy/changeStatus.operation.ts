import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { choice, pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { VACANCY_STATUSES, recruitmentRequest } from '../../api';
import { vacancyId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Change Status',
	action: 'Change the status of a vacancy',
	description: 'Publish, pause, close or archive a vacancy, with a reason',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the vacancy',
};

export const description: INodeProperties[] = [
	vacancyId,
	choice(
		'Status',
		'status',
		VACANCY_STATUSES,
		'The status the vacancy moves to, e.g. published, paused, closed or archived',
		{
			default: 'published',
			required: true,
		},
	),
	text('Reason', 'reason', 'Why the status changes, e.g. Position filled'),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'vacancyId');
	const status = this.getNodeParameter('status', itemIndex) as string;
	check.required('status', status);
	const reason = (this.getNodeParameter('reason', itemIndex, '') as string) || undefined;
	return await recruitmentRequest.call(this, {
		method: 'POST',
		path: `/vacancies/${id}/status`,
		body: { status, reason },
	});
}
