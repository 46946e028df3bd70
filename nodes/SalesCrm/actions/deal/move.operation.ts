import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dropdown, pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';
import { dealId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Move to Stage',
	action: 'Move a deal to another stage',
	description: 'Move the deal to another stage of its pipeline',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the deal' };

export const description: INodeProperties[] = [
	dealId,
	dropdown('Stage Name or ID', 'stage_id', 'getDealStages', {
		required: true,
		typeOptions: { loadOptionsDependsOn: ['dealId.value'] },
		description:
			'Stage of the deal\'s pipeline to move it to, as Pipeline → Get lists them. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	text('Reason', 'reason', 'Why the deal moves, kept in its history'),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'dealId');
	const body = dropEmpty({
		stage_id: this.getNodeParameter('stage_id', itemIndex, ''),
		reason: this.getNodeParameter('reason', itemIndex, ''),
	});
	checks(this, itemIndex).required('stage_id', body.stage_id);
	return await salesCrmRequest.call(this, { method: 'POST', path: `/deals/${id}/move`, body });
}
