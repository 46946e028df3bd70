import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { analytics } from './actions/analytics';
import { group } from './actions/group';
import { layout } from './actions/layout';
import { media } from './actions/media';
import { playlist } from './actions/playlist';
import { schedule } from './actions/schedule';
import { screen } from './actions/screen';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';

export const resources = { screen, media, playlist, layout, schedule, group, analytics };

export class Signage implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Signage',
		name: 'signage',
		icon: { light: 'file:../../icons/signage.svg', dark: 'file:../../icons/signage.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Pair and control screens, upload media, build playlists, layouts and schedules, and read playback analytics of BizOps Signage',
		defaults: { name: 'BizOps Signage' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSignageApi', required: true }],
		properties: resourceProperties(resources, 'screen'),
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
