import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { OperationChoice } from '../shared/router';
import { operationParameters, operationSelector, route } from '../shared/router';
import { activityOperations } from './actions/activity/Activity.resource';
import { automationOperations } from './actions/automation/Automation.resource';
import { contactOperations } from './actions/contact/Contact.resource';
import { dealOperations } from './actions/deal/Deal.resource';
import { pipelineOperations } from './actions/pipeline/Pipeline.resource';
import { reportOperations } from './actions/report/Report.resource';
import { webhookOperations } from './actions/webhook/Webhook.resource';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';

const resources = {
	activity: activityOperations,
	automation: automationOperations,
	contact: contactOperations,
	deal: dealOperations,
	pipeline: pipelineOperations,
	report: reportOperations,
	webhook: webhookOperations,
};


const op = (name: string, value: string, action: string, description: string): OperationChoice => ({ name, value, action, description });

export class SalesCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Sales CRM',
		name: 'salesCrm',
		icon: { light: 'file:../../icons/salesCrm.svg', dark: 'file:../../icons/salesCrm.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Manage contacts, deals, pipelines, automations, activities, reports and webhooks of a BizOps Sales CRM',
		defaults: { name: 'BizOps Sales CRM' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSalesCrmApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Activity', value: 'activity', description: 'E-mails, calls, meetings, tasks and notes' },
					{ name: 'Automation', value: 'automation', description: 'Trigger conditions plus actions, and their run history' },
					{ name: 'Contact', value: 'contact' },
					{ name: 'Deal', value: 'deal' },
					{ name: 'Pipeline', value: 'pipeline', description: 'Stages deals move through' },
					{ name: 'Report', value: 'report' },
					{ name: 'Webhook', value: 'webhook' },
				],
				default: 'deal',
			},
			operationSelector('activity', [
				op('Create', 'create', 'Create an activity', 'Log an e-mail, call, meeting, task or note'),
				op('Get', 'get', 'Get an activity', 'Get one activity'),
				op('Get Many', 'getAll', 'Get many activities', 'List activities with filters'),
				op('Update', 'update', 'Update an activity', 'Change only the fields you set'),
			]),
			operationSelector('automation', [
				op('Create', 'create', 'Create an automation', 'Create an automation with its trigger, conditions and actions'),
				op('Delete', 'delete', 'Delete an automation', 'Delete an automation'),
				op('Get', 'get', 'Get an automation', 'Get one automation'),
				op('Get Executions', 'getExecutions', 'Get the executions of an automation', 'List the run history of an automation'),
				op('Get Many', 'getAll', 'Get many automations', 'List automations, optionally only active ones or of one type'),
				op('Update', 'update', 'Update an automation', 'Change, activate or deactivate an automation'),
			]),
			operationSelector('contact', [
				op('Create', 'create', 'Create a contact', 'Create a new contact'),
				op('Delete', 'delete', 'Delete a contact', "Delete a contact for good, together with the contact's deals, activities and notes"),
				op('Get', 'get', 'Get a contact', 'Get one contact'),
				op('Get Many', 'getAll', 'Get many contacts', 'List contacts with search, filters and sorting'),
				op('Import', 'import', 'Import contacts from a file', 'Import contacts from a CSV, XLSX or JSON file in binary data'),
				op('Update', 'update', 'Update a contact', 'Change only the fields you set'),
			]),
			operationSelector('deal', [
				op('Create', 'create', 'Create a deal', 'Create a deal in a pipeline stage'),
				op('Get', 'get', 'Get a deal', 'Get one deal'),
				op('Get Many', 'getAll', 'Get many deals', 'List deals with filters'),
				op('Mark Lost', 'lost', 'Mark a deal as lost', 'Record that the deal was lost, with reason and competitor'),
				op('Mark Won', 'won', 'Mark a deal as won', 'Record that the deal was won, with its final value'),
				op('Move to Stage', 'move', 'Move a deal to another stage', 'Move the deal to another stage of its pipeline'),
				op('Update', 'update', 'Update a deal', 'Change only the fields you set'),
			]),
			operationSelector('pipeline', [
				op('Create', 'create', 'Create a pipeline', 'Create a pipeline with its stages'),
				op('Delete', 'delete', 'Delete a pipeline', 'Delete a pipeline'),
				op('Get', 'get', 'Get a pipeline', 'Get one pipeline with its stages'),
				op('Get Many', 'getAll', 'Get many pipelines', 'List pipelines'),
				op('Update', 'update', 'Update a pipeline', 'Change only the fields you set'),
			]),
			operationSelector('report', [
				op('Get Forecast', 'forecast', 'Get the forecast report', 'Forecast per period: weighted, best case or committed'),
				op('Get Pipeline Report', 'pipeline', 'Get the pipeline report', 'Deals, values and conversion of one pipeline'),
				op('Get Team Report', 'team', 'Get the team report', 'Results per owner'),
			]),
			operationSelector('webhook', [
				op('Create', 'create', 'Create a webhook', 'Register an address for event deliveries'),
				op('Delete', 'delete', 'Delete a webhook', 'Delete a webhook'),
				op('Get Many', 'getAll', 'Get many webhooks', 'List webhooks'),
			]),
			...operationParameters(resources),
		],
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
