import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { form } from './actions/form';
import { response } from './actions/response';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';
import { formsCredentialTest } from './api';

export const resources = { form, response };

export class Forms implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Forms',
		name: 'forms',
		icon: { light: 'file:../../icons/forms.svg', dark: 'file:../../icons/forms.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Create and read forms, read their responses and submit answers with BizOps Forms',
		defaults: { name: 'BizOps Forms' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsFormsApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Forms and their responses in BizOps Forms: create and read forms, read and submit responses (credential bizOpsFormsApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.formsTrigger',
					relationHint: 'Starts a workflow on a new response',
				},
				{
					nodeType: 'n8n-nodes-bizops.workspaceCrm',
					relationHint: 'A response becomes a CRM contact',
				},
			],
		}),
		properties: resourceProperties(resources, 'response'),
	};

	methods = { listSearch, loadOptions, credentialTest: formsCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
