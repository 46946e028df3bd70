import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { paymentsRequest } from '../../api';
import { eventsParameter } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for event deliveries',
	kind: 'write',
};

export const description: INodeProperties[] = [
	text('URL', 'url', 'Address the deliveries are posted to', {
		required: true,
		placeholder: 'https://example.com/hooks/payments',
	}),
	{ ...eventsParameter, required: true },
	text(
		'Secret',
		'secret',
		'Key the deliveries are signed with; leave empty to let the service choose one',
		{ typeOptions: { password: true } },
	),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const url = this.getNodeParameter('url', itemIndex) as string;
	const events = this.getNodeParameter('events', itemIndex, []) as string[];
	check.required('url', url);
	check.url('url', url);
	// First whether it is a list at all: an expression may give anything.
	check.noDuplicates('events', events);
	if (events.length === 0) check.fail('events', 'choose at least one event');
	const body: IDataObject = {
		url,
		events,
		secret: (this.getNodeParameter('secret', itemIndex, '') as string) || undefined,
	};
	return await paymentsRequest.call(this, { method: 'POST', path: '/webhooks', body });
}
