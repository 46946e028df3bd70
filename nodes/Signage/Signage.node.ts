import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { analytics } from './actions/analytics';
import { group } from './actions/group';
import { layout } from './actions/layout';
import { media } from './actions/media';
import { playlist } from './actions/playlist';
import { schedule } from './actions/schedule';
import { screen } from './actions/screen';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';
import { signageCredentialTest } from './api';

export const resources = { screen, media, playlist, layout, schedule, group, analytics };

export class Signage implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Signage',
		name: 'signage',
		icon: { light: 'file:../../icons/signage.svg', dark: 'file:../../icons/signage.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Screens, media, playlists and schedules in BizOps Signage',
		defaults: { name: 'BizOps Signage' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSignageApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Digital signage in BizOps Signage: screens (pair, reboot and other actions), media uploads, playlists, layouts, schedules, screen groups, playback analytics (credential bizOpsSignageApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.signageTrigger',
					relationHint: 'Starts a workflow when a screen is paired or goes offline/online',
				},
				{
					nodeType: 'n8n-nodes-bizops.pointOfSaleTrigger',
					relationHint: 'Low stock → sold-out playlist',
				},
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Alerts in chat' },
			],
		}),
		properties: resourceProperties(resources, 'screen'),
	};

	methods = { listSearch, loadOptions, credentialTest: signageCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
