import type { INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listPages } from '../shared/pagination';
import { committedPoll, eventParameter, newRecordsSince } from '../shared/polling';
import type { PollResult } from '../shared/polling';
import { workspaceCrm, workspaceCrmPages } from '../WorkspaceCrm/api';

const PATHS: Record<string, string> = { contact: '/contacts', company: '/companies' };

/** What the trigger reports, one item per record or change */
const EVENTS = [
	{ name: 'Created', value: 'created', description: 'Each new record, once' },
	{
		name: 'Created or Updated',
		value: 'createdOrUpdated',
		description: 'Each new record and each change to a record, once per change',
	},
];

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
		credentials: [{ name: 'bizOpsWorkspaceCrmApi', required: true }],
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
			eventParameter(EVENTS, 'created'),
		],
	};

	async poll(this: IPollFunctions): PollResult {
		return await committedPoll(this, async function (this: IPollFunctions) {
			const resource = this.getNodeParameter('resource') as string;
			const event = this.getNodeParameter('event') as string;
			const [sort, field] =
				event === 'created' ? ['created_at', 'createdAt'] : ['updated_at', 'updatedAt'];
			// Newest first: the walk stops at the first record the previous poll already saw.
			const pages = listPages(
				this,
				workspaceCrm,
				{ method: 'GET', path: PATHS[resource], qs: { sort, order: 'desc' } },
				workspaceCrmPages,
			);
			const records = await newRecordsSince(this, `${resource}:${event}`, pages, (record) =>
				String(record[field]),
			);
			return records;
		});
	}
}
