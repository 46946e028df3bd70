import type { INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listPages } from '../shared/pagination';
import { newRecords, pollingTrigger } from '../shared/polling';
import { workspaceCrm, workspaceCrmCredentialTest, workspaceCrmPages } from '../WorkspaceCrm/api';

const PATHS: Record<string, string> = { contact: '/contacts', company: '/companies' };

const resourceOf = (ctx: IPollFunctions) => ctx.getNodeParameter('resource') as string;

/**
 * The chosen resource's new records by one timestamp (`sort` as the API names it, `field` as the
 * records hold it), in a position of the resource and event. The list is read newest first, so the
 * walk stops at the first record the previous poll saw.
 */
const newRecordsBy = (event: string, sort: string, field: string) =>
	newRecords({
		key: (ctx) => `${resourceOf(ctx)}:${event}`,
		list: (ctx) =>
			listPages(
				ctx,
				workspaceCrm,
				{ method: 'GET', path: PATHS[resourceOf(ctx)], qs: { sort, order: 'desc' } },
				workspaceCrmPages,
			),
		timestampOf: (record) => String(record[field]),
	});

/** The events the trigger reports, one item per record or change, and how each is polled */
const trigger = pollingTrigger('created', [
	{
		name: 'Created',
		value: 'created',
		description: 'Each new record, once',
		poll: newRecordsBy('created', 'created_at', 'createdAt'),
	},
	{
		name: 'Created or Updated',
		value: 'createdOrUpdated',
		description: 'Each new record and each change to a record, once per change',
		poll: newRecordsBy('createdOrUpdated', 'updated_at', 'updatedAt'),
	},
]);

export class WorkspaceCrmTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Workspace CRM Trigger',
		name: 'workspaceCrmTrigger',
		icon: {
			light: 'file:../../icons/workspaceCrm.svg',
			dark: 'file:../../icons/workspaceCrm.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"] + ": " + $parameter["resource"]}}',
		description:
			'Starts the workflow when contacts or companies are created or updated in the BizOps Workspace CRM',
		defaults: { name: 'BizOps Workspace CRM Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'bizOpsWorkspaceCrmApi', required: true, testedBy: 'bizOpsCredentialTest' },
		],
		builderHint: {
			searchHint:
				'Starts a workflow when BizOps Workspace CRM contacts or companies are created or updated (polls; credential bizOpsWorkspaceCrmApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.workspaceCrm',
					relationHint: 'Reads and changes the contacts and companies',
				},
			],
		},
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Company', value: 'company' },
					{ name: 'Contact', value: 'contact' },
				],
				default: 'contact',
			},
			trigger.eventParameter,
		],
	};

	methods = { credentialTest: workspaceCrmCredentialTest };

	poll = trigger.poll;
}
