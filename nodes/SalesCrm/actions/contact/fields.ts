import type { WriteSpec } from '../../../shared/crud';
import { locator, text } from '../../../shared/parameters';
import { splitList } from '../../../shared/validation';
import { customFieldsParameter, verticalField, withCustomFields } from '../parameters';

/** The contact operations point at, picked from a searchable list or given by ID. */
export const contactId = locator(
	'Contact',
	'contactId',
	'searchContacts',
	'From Contact → Get Many',
);

/** Simplify keeps what a workflow usually reads of a contact. */
export const simplifiedContactKeys = [
	'id',
	'name',
	'email',
	'phone',
	'company',
	'position',
	'vertical',
	'tags',
	'created_at',
	'updated_at',
];

/** What Contact → Create and Update send. */
export const contactWrite: WriteSpec = {
	path: '/contacts',
	id: contactId,
	required: [text('Name', 'name', 'Full name of the contact', { required: true })],
	optional: [
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone', 'phone', 'Phone number with its country code, e.g. +34912345678'),
		text('Company', 'company', 'Name of the company the contact works for'),
		text('Position', 'position', 'Job title'),
		text('Tags', 'tags', 'Comma-separated tags (replaces the current tags)'),
		verticalField(
			'Industry vertical the contact belongs to: automotive, education, real_estate or services',
		),
		customFieldsParameter,
	],
	toBody(fields, check) {
		const body = withCustomFields(fields, check);
		if ('tags' in body) body.tags = splitList(body.tags);
		check.maxLength('name', body.name, 255);
		check.email('email', body.email);
		return body;
	},
};
