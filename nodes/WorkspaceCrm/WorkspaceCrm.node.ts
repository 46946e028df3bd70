import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { company } from './actions/company';
import { contact } from './actions/contact';
import { geo } from './actions/geo';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';
import { workspaceCrmCredentialTest } from './api';

export const resources = { contact, company, geo };

export class WorkspaceCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Workspace CRM',
		name: 'workspaceCrm',
		icon: {
			light: 'file:../../icons/workspaceCrm.svg',
			dark: 'file:../../icons/workspaceCrm.dark.svg',
		},
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Manage the contacts and companies of a BizOps Workspace CRM',
		defaults: { name: 'BizOps Workspace CRM' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'bizOpsWorkspaceCrmApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Contacts and companies of the BizOps Workspace CRM, and its country/state/city reference (credential bizOpsWorkspaceCrmApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.workspaceCrmTrigger',
					relationHint: 'Starts a workflow when contacts or companies are created or updated',
				},
				{
					nodeType: 'n8n-nodes-bizops.salesCrm',
					relationHint: 'Deals for the contact (form response → contact → deal)',
				},
				{
					nodeType: 'n8n-nodes-bizops.formsTrigger',
					relationHint: 'Form responses that become contacts',
				},
			],
		}),
		properties: resourceProperties(resources, 'contact', {
			delete: "Soft-delete a record; only the operator's support can recover it",
			getAll: 'List records with filters and sorting',
		}),
	};

	methods = { listSearch, loadOptions, credentialTest: workspaceCrmCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
