import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { activity } from './actions/activity';
import { automation } from './actions/automation';
import { contact } from './actions/contact';
import { deal } from './actions/deal';
import { pipeline } from './actions/pipeline';
import { report } from './actions/report';
import { webhook } from './actions/webhook';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';

export const resources = { activity, automation, contact, deal, pipeline, report, webhook };

export class SalesCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Sales CRM',
		name: 'salesCrm',
		icon: { light: 'file:../../icons/salesCrm.svg', dark: 'file:../../icons/salesCrm.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Manage contacts, deals, pipelines, automations, activities, reports and webhooks of a BizOps Sales CRM',
		defaults: { name: 'BizOps Sales CRM' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSalesCrmApi', required: true }],
		properties: resourceProperties(resources, 'deal'),
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
