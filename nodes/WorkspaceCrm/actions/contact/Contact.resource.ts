import type { INodeProperties } from 'n8n-workflow';

import { splitList } from '../../../shared/validation';
import { text } from '../../../shared/parameters';
import { addressFields, commonBody, customDataFields, recordOperations } from '../records';

export const contactId: INodeProperties = {
	displayName: 'Contact',
	name: 'contactId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The contact to work on',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchContacts', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 6f1c2a' },
	],
};


export const contactOperations = recordOperations({
	resource: 'contact',
	path: '/contacts',
	id: contactId,
	required: [
		text('First Name', 'firstName', 'Given name, at most 100 characters', { required: true }),
		text('Last Name', 'lastName', 'Family name, at most 100 characters', { required: true }),
	],
	optional: [
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone', 'phone', 'Main phone, country code included'),
		text('Mobile', 'mobile', 'Alternative phone'),
		text('Company ID', 'companyId', 'ID of the company the contact belongs to'),
		text('Position', 'position', 'Job title'),
		text('Source ID', 'sourceId', 'ID of the origin source'),
		text('Owner ID', 'ownerId', 'Responsible user; defaults to the user the token belongs to'),
		{
			displayName: 'Score',
			name: 'score',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0, maxValue: 100 },
			description: 'Lead score from 0 to 100',
		},
		text('Tag IDs', 'tagIds', 'Comma-separated IDs of the tags to set (replaces the current tags)'),
		...customDataFields,
		...addressFields,
	],
	filters: [
		text('Search', 'search', 'Free text over name, e-mail and phone'),
		text('Owner ID', 'owner_id', 'Only contacts of this owner'),
		text('Source', 'source', 'Source ID or handle'),
		{ displayName: 'Created After', name: 'created_after', type: 'dateTime', default: '', description: 'Only contacts created after this moment' },
		{ displayName: 'Created Before', name: 'created_before', type: 'dateTime', default: '', description: 'Only contacts created before this moment' },
	],
	sortFields: [
		{ name: 'Created At', value: 'created_at' },
		{ name: 'Email', value: 'email' },
		{ name: 'First Name', value: 'first_name' },
		{ name: 'Last Name', value: 'last_name' },
		{ name: 'Score', value: 'score' },
		{ name: 'Updated At', value: 'updated_at' },
	],
	simplifiedKeys: ['id', 'firstName', 'lastName', 'email', 'phone', 'companyId', 'companyName', 'position', 'ownerName', 'score', 'createdAt', 'updatedAt'],
	toBody(fields, check) {
		const body = commonBody(fields, check);
		if ('tagIds' in body) body.tagIds = splitList(body.tagIds);
		check.maxLength('firstName', body.firstName, 100);
		check.maxLength('lastName', body.lastName, 100);
		check.email('email', body.email);
		check.integerBetween('score', body.score, 0, 100);
		return body;
	},
});
