import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { analytics } from './actions/analytics';
import { candidate } from './actions/candidate';
import { interview } from './actions/interview';
import { vacancy } from './actions/vacancy';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';
import { recruitmentCredentialTest } from './api';

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
		description: 'Vacancies, candidates and interviews in BizOps Recruitment',
		defaults: { name: 'BizOps Recruitment' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'bizOpsRecruitmentApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Recruiting (ATS) in BizOps Recruitment: vacancies, candidates (import, move stage, notes), interviews (schedule, reschedule, evaluations), analytics (credential bizOpsRecruitmentApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.recruitmentTrigger',
					relationHint: 'Starts a workflow on candidate, interview and vacancy events',
				},
				{
					nodeType: 'n8n-nodes-bizops.payroll',
					relationHint: 'A hired candidate becomes an employee',
				},
				{ nodeType: 'n8n-nodes-bizops.meetings', relationHint: 'Onboarding meeting' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Welcome message in chat' },
			],
		}),
		properties: resourceProperties(resources, 'vacancy'),
	};

	methods = { listSearch, credentialTest: recruitmentCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
