import type { INodeProperties } from 'n8n-workflow';
import { text } from '../../../shared/parameters';
import { PAYMENT_EVENTS } from '../../api';

export const webhookId = text(
	'Webhook ID',
	'webhookId',
	'ID of the webhook, as Webhook → Get Many lists it',
	{ required: true },
);

export const webhookEventsParameter: INodeProperties = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	options: PAYMENT_EVENTS,
	default: [],
	description: 'Event kinds delivered to the URL, e.g. payment.completed or settlement.completed',
};
