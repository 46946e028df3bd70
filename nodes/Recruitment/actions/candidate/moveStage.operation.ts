import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { recruitmentRequest } from '../../api';
import { candidateId, vacancyId } from '../parameters';
import { stageParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Move to Stage',
	action: 'Move a candidate to a stage of a vacancy',
	description:
		'Move a candidate to another stage of a vacancy; returns the previous and the new stage',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the application',
};

export const description: INodeProperties[] = [
	vacancyId,
	candidateId,
	stageParameter(
		'The stage of this vacancy the candidate moves to, e.g. reviewing, interview, offer, hired or rejected',
		{
			default: 'reviewing',
			required: true,
		},
	),
	text('Notes', 'notes', 'Why the candidate moves, kept with the change', {
		typeOptions: { rows: 2 },
	}),
	{
		displayName: 'Notify Candidate',
		name: 'notify_candidate',
		type: 'boolean',
		default: false,
		description: 'Whether the candidate is told about the change',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const vacancy = pathId(this, itemIndex, 'vacancyId');
	const candidate = pathId(this, itemIndex, 'candidateId');
	const stage = this.getNodeParameter('stage', itemIndex) as string;
	check.required('stage', stage);
	const body = {
		stage,
		notes: (this.getNodeParameter('notes', itemIndex, '') as string) || undefined,
		notify_candidate: this.getNodeParameter('notify_candidate', itemIndex, false) as boolean,
	};
	return await recruitmentRequest.call(this, {
		method: 'POST',
		path: `/vacancies/${vacancy}/candidates/${candidate}/stage`,
		body,
	});
}
