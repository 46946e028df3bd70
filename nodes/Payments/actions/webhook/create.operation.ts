import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { PAYMENT_EVENTS, payments } from '../../api';

export const eventsParameter = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions' as const,
	options: PAYMENT_EVENTS,
	default: [] as string[],
	description: 'Event kinds delivered to the URL',
};

export const description = show('webhook', 'create', [
	text('URL', 'url', 'Address the deliveries are posted to', { required: true, placeholder: 'https://example.com/hooks/payments' }),
	{ ...eventsParameter, required: true },
	text('Secret', 'secret', 'Key the deliveries are signed with; leave empty to let the service choose one', { typeOptions: { password: true } }),
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const url = this.getNodeParameter('url', itemIndex) as string;
	const events = this.getNodeParameter('events', itemIndex, []) as string[];
	check.required('url', url);
	check.url('url', url);
	if (events.length === 0) check.fail('events', 'choose at least one event');
	check.noDuplicates('events', events);
	const body: IDataObject = { url, events, secret: (this.getNodeParameter('secret', itemIndex, '') as string) || undefined };
	return (await apiRequest.call(this, payments, { method: 'POST', path: '/webhooks', body })).data as IDataObject;
}
