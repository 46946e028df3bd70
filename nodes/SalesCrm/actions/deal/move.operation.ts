import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { salesCrm } from '../../api';
import { dropdown, given, pathId, show, text } from '../../../shared/parameters';
import { dealId } from '../locators';

export const description: INodeProperties[] = show('deal', 'move', [
	dealId,
	dropdown('Stage Name or ID', 'stage_id', 'getDealStages', {
		required: true,
		typeOptions: { loadOptionsDependsOn: ['dealId.value'] },
		description: 'Stage of the deal\'s pipeline to move it to. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	text('Reason', 'reason', 'Why the deal moves, kept in its history'),
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'dealId');
	const body = given({
		stage_id: this.getNodeParameter('stage_id', itemIndex, ''),
		reason: this.getNodeParameter('reason', itemIndex, ''),
	});
	checks(this, itemIndex).required('stage_id', body.stage_id);
	return await apiRequest.call(this, salesCrm, { method: 'POST', path: `/deals/${id}/move`, body });
}
