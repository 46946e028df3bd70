import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { meeting } from './actions/meeting';
import { participant } from './actions/participant';
import { summary } from './actions/summary';
import { transcript } from './actions/transcript';
import { meetingsCredentialTest } from './api';

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
		credentials: [{ name: 'bizOpsMeetingsApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Video meetings of BizOps Meetings: create and update meetings, add participants, fetch the transcript, get the summary (credential bizOpsMeetingsApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.salesCrm',
					relationHint: 'The summary becomes a deal activity',
				},
				{
					nodeType: 'n8n-nodes-bizops.recruitment',
					relationHint: 'Interviews and onboarding meetings',
				},
			],
		}),
		properties: resourceProperties(resources, 'meeting'),
	};

	methods = { credentialTest: meetingsCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
