import type { IExecuteFunctions } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { apiRequest } from '../../../shared/transport';
import { checks, splitList } from '../../../shared/validation';
import { WEBHOOK_EVENTS, salesCrm } from '../../api';
import { enumOptions } from '../../../shared/parameters';
import { deleteOperation, listOperation } from '../common';
import { show } from '../../../shared/parameters';
import { webhookId } from '../locators';

const create: Operation = {
	description: show('webhook', 'create', [
		{ displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'https://example.com/hooks/crm', description: 'Address the deliveries are posted to' },
		{
			displayName: 'Events',
			name: 'events',
			type: 'multiOptions',
			options: enumOptions(WEBHOOK_EVENTS),
			default: [],
			required: true,
			description: 'Events to deliver',
		},
		{
			displayName: 'Secret',
			name: 'secret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'Shared secret the deliveries are signed with',
		},
		{ displayName: 'Active', name: 'active', type: 'boolean', default: true, description: 'Whether deliveries are sent' },
	]),
	async execute(this: IExecuteFunctions, itemIndex: number) {
		const check = checks(this, itemIndex);
		const url = this.getNodeParameter('url', itemIndex, '') as string;
		check.required('url', url);
		check.url('url', url);
		const events = splitList(this.getNodeParameter('events', itemIndex, []));
		if (events.length === 0) check.fail('events', 'choose at least one event');
		events.forEach((event) => check.oneOf('events', event, WEBHOOK_EVENTS));
		const secret = this.getNodeParameter('secret', itemIndex, '') as string;
		const body = { url, events, active: this.getNodeParameter('active', itemIndex, true), ...(secret ? { secret } : {}) };
		return await apiRequest.call(this, salesCrm, { method: 'POST', path: '/webhooks', body });
	},
};

export const webhookOperations: Record<string, Operation> = {
	create,
	delete: deleteOperation({ resource: 'webhook', path: '/webhooks', id: webhookId }),
	getAll: listOperation({ resource: 'webhook', path: '/webhooks' }),
};

