import type { WriteSpec } from '../../../shared/crud';
import { locator, number, text } from '../../../shared/parameters';
import { commonBody, sharedFields } from '../parameters';

export const contactId = locator(
	'Contact',
	'contactId',
	'searchContacts',
	'The contact: its ID from Contact → Get Many or Contact → Create',
	'e.g. 6f1c2a',
);

/** Create and Update of a contact: the same fields, whole on create, partial on update. */
export const contactWrite: WriteSpec = {
	path: '/contacts',
	id: contactId,
	required: [
		text('First Name', 'firstName', 'Given name, at most 100 characters', { required: true }),
		text('Last Name', 'lastName', 'Family name, at most 100 characters', { required: true }),
	],
	optional: [
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone', 'phone', 'Main phone with its country code, e.g. +525512345678'),
		text('Mobile', 'mobile', 'Alternative phone with its country code, e.g. +525598765432'),
		text(
			'Company ID',
			'companyId',
			'ID of the company the contact belongs to, from Company → Get Many',
		),
		text('Position', 'position', 'Job title'),
		text(
			'Source ID',
			'sourceId',
			"ID of the origin source, as the Workspace CRM's source settings show it (the pack does not list sources)",
		),
		text(
			'Owner ID',
			'ownerId',
			'Responsible user, by the user ID the Workspace CRM shows (the pack does not list users); defaults to the user the token belongs to',
		),
		number('Score', 'score', 'Lead score from 0 to 100', {
			typeOptions: { minValue: 0, maxValue: 100 },
		}),
		...sharedFields('tagIds'),
	],
	toBody(fields, check) {
		const body = commonBody(fields, check, 'tagIds');
		check.maxLength('firstName', body.firstName, 100);
		check.maxLength('lastName', body.lastName, 100);
		check.email('email', body.email);
		check.integerBetween('score', body.score, 0, 100);
		return body;
	},
};

/** Simplify keeps what a workflow usually reads of a contact. */
export const simplifiedContactKeys = [
	'id',
	'firstName',
	'lastName',
	'email',
	'phone',
	'companyId',
	'companyName',
	'position',
	'ownerName',
	'score',
	'createdAt',
	'updatedAt',
];
