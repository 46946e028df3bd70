import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { meeting } from './actions/meeting';
import { participant } from './actions/participant';
import { summary } from './actions/summary';
import { transcript } from './actions/transcript';

export const resources = { meeting, participant, summary, transcript };

export class Meetings implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Meetings',
		name: 'meetings',
		icon: { light: 'file:../../icons/meetings.svg', dark: 'file:../../icons/meetings.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Create and update meetings, add participants, and get summaries and transcripts with BizOps Meetings',
		defaults: { name: 'BizOps Meetings' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsMeetingsApi', required: true }],
		properties: resourceProperties(resources, 'meeting'),
	};

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
