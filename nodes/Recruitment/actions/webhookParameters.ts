import type { INodeProperties } from 'n8n-workflow';

import { enumOptions } from '../../shared/parameters';
import type { RegistrationFields } from '../api';
import { RECRUITMENT_EVENTS, REGISTRATION_FIELDS } from '../api';

/** Parameters the Webhook resource and the trigger share. */

export const webhookEventsParameter: INodeProperties = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	options: enumOptions(RECRUITMENT_EVENTS),
	default: [],
	description: 'Event kinds delivered to the URL, e.g. candidate.applied or interview.scheduled',
};

/** The body of PUT /webhooks is not in the document: the names its fields are sent under. */
export const registrationFieldsParameter: INodeProperties = {
	displayName: 'Registration Field Names',
	name: 'registrationFields',
	type: 'collection',
	placeholder: 'Change Field Name',
	default: {},
	description:
		'Names of the fields PUT /webhooks is sent with. The document does not show its body: change them only if the service names them otherwise.',
	options: [
		{
			displayName: 'Events Field',
			name: 'eventsField',
			type: 'string',
			default: 'events',
			description:
				'Name of the body field that lists the events; change it only if the service names it otherwise',
		},
		{
			displayName: 'Signing Secret Field',
			name: 'signingField',
			description:
				'Name of the body field that carries the signing secret; change it only if the service names it otherwise',
			type: 'string',
			default: 'secret',
		},
		{
			displayName: 'URL Field',
			name: 'urlField',
			type: 'string',
			default: 'url',
			description:
				'Name of the body field that carries the delivery URL; change it only if the service names it otherwise',
		},
	],
};

/** The field names chosen, each falling back to its default when left empty. */
export function registrationFieldsOf(chosen: Partial<RegistrationFields>): RegistrationFields {
	return {
		urlField: chosen.urlField || REGISTRATION_FIELDS.urlField,
		eventsField: chosen.eventsField || REGISTRATION_FIELDS.eventsField,
		signingField: chosen.signingField || REGISTRATION_FIELDS.signingField,
	};
}
