import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
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
		description:
			'Work with conversations, messages, contacts, inboxes, agents and teams of BizOps Chat (and Chatwoot)',
		defaults: { name: 'BizOps Chat' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsChatApi', required: true }],
		// The account comes first: teams with several accounts choose it before anything else.
		properties: [accountParameter, ...resourceProperties(resources, 'conversation')],
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
