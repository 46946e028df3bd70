import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { analytics } from './actions/analytics';
import { candidate } from './actions/candidate';
import { interview } from './actions/interview';
import { vacancy } from './actions/vacancy';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';

export const resources = { vacancy, candidate, interview, analytics, webhook };

export class Recruitment implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Recruitment',
		name: 'recruitment',
		icon: {
			light: 'file:../../icons/recruitment.svg',
			dark: 'file:../../icons/recruitment.dark.svg',
		},
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Manage vacancies, candidates, interviews and evaluations, read analytics and configure webhooks of BizOps Recruitment',
		defaults: { name: 'BizOps Recruitment' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsRecruitmentApi', required: true }],
		properties: resourceProperties(resources, 'vacancy'),
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
