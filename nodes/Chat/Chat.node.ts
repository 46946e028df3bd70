import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { agent } from './actions/agent';
import { cannedResponse } from './actions/cannedResponse';
import { contact } from './actions/contact';
import { conversation } from './actions/conversation';
import { customAttribute } from './actions/customAttribute';
import { inbox } from './actions/inbox';
import { label } from './actions/label';
import { message } from './actions/message';
import { search } from './actions/search';
import { team } from './actions/team';
import { webhook } from './actions/webhook';
import { accountParameter } from './api';
import { chatCredentialTest } from './methods/credentialTest';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';

export const resources = {
	conversation,
	message,
	contact,
	inbox,
	agent,
	team,
	label,
	cannedResponse,
	customAttribute,
	webhook,
	search,
};

export class Chat implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Chat',
		name: 'chat',
		icon: { light: 'file:../../icons/chat.svg', dark: 'file:../../icons/chat.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Conversations, messages and contacts in BizOps Chat (Chatwoot)',
		defaults: { name: 'BizOps Chat' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsChatApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Customer chat in BizOps Chat (Chatwoot API): conversations (assign, status, priority, labels), messages and attachments, contacts, inboxes, agents, teams, canned responses, custom attributes (credential bizOpsChatApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.chatTrigger',
					relationHint: 'Starts a workflow on new conversations and messages',
				},
				{ nodeType: 'n8n-nodes-bizops.salesCrm', relationHint: 'Look up the customer in the CRM' },
				{ nodeType: 'n8n-nodes-bizops.invoicing', relationHint: 'Send an invoice PDF' },
				{ nodeType: 'n8n-nodes-bizops.payments', relationHint: 'Send a payment link' },
				{ nodeType: 'n8n-nodes-bizops.payroll', relationHint: 'Payroll approval in chat' },
			],
		}),
		// The account comes first: teams with several accounts choose it before anything else.
		properties: [
			accountParameter,
			...resourceProperties(resources, 'conversation', {
				delete: 'Delete a record; a contact goes with all its conversations and messages, for good',
			}),
		],
	};

	methods = { listSearch, loadOptions, credentialTest: chatCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
