import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { activity } from './actions/activity';
import { automation } from './actions/automation';
import { contact } from './actions/contact';
import { deal } from './actions/deal';
import { pipeline } from './actions/pipeline';
import { report } from './actions/report';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';
import { salesCrmCredentialTest } from './api';

export const resources = { activity, automation, contact, deal, pipeline, report, webhook };

export class SalesCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Sales CRM',
		name: 'salesCrm',
		icon: { light: 'file:../../icons/salesCrm.svg', dark: 'file:../../icons/salesCrm.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Deals, pipelines, contacts and activities in BizOps Sales CRM',
		defaults: { name: 'BizOps Sales CRM' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSalesCrmApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Deals (create, move stage, won, lost), contacts, pipelines, activities, automations and sales reports of the BizOps Sales CRM (credential bizOpsSalesCrmApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.salesCrmTrigger',
					relationHint: 'Starts a workflow on deal created, won or lost and contact created',
				},
				{
					nodeType: 'n8n-nodes-bizops.billing',
					relationHint: 'A won deal becomes a customer and subscription',
				},
				{
					nodeType: 'n8n-nodes-bizops.invoicing',
					relationHint: 'A won deal becomes a CFDI invoice',
				},
				{
					nodeType: 'n8n-nodes-bizops.chat',
					relationHint: 'Look up the CRM contact of a chat conversation',
				},
				{
					nodeType: 'n8n-nodes-bizops.meetings',
					relationHint: 'A meeting summary becomes a deal activity',
				},
				{
					nodeType: 'n8n-nodes-bizops.workspaceCrm',
					relationHint: 'Contacts and companies of the workspace CRM',
				},
			],
		}),
		properties: resourceProperties(resources, 'deal'),
	};

	methods = { listSearch, loadOptions, credentialTest: salesCrmCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
