import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { splitList } from '../../../shared/validation';
import { VERTICALS } from '../../api';
import type { Checks } from '../../../shared/crud';
import { contactId } from '../locators';
import { createOperation, customFieldsParameter, deleteOperation, getOperation, listOperation, updateOperation } from '../common';
import { choice, given, text } from '../../../shared/parameters';
import * as importContacts from './import.operation';

const read = { resource: 'contact', path: '/contacts', id: contactId };

const simplifiedKeys = ['id', 'name', 'email', 'phone', 'company', 'position', 'vertical', 'tags', 'created_at', 'updated_at'];

const verticalField = (name = 'vertical', description = 'Industry vertical the contact belongs to') =>
	choice('Vertical', name, VERTICALS, description);

function contactBody(fields: IDataObject, check: Checks): IDataObject {
	const body = given(fields);
	delete body.custom_fields;
	if ('tags' in body) body.tags = splitList(body.tags);
	if (fields.custom_fields !== undefined) {
		const custom = check.jsonObject('custom_fields', fields.custom_fields);
		if (Object.keys(custom).length) body.custom_fields = custom;
	}
	check.maxLength('name', body.name, 255);
	check.email('email', body.email);
	check.oneOf('vertical', body.vertical, VERTICALS);
	return body;
}

const write = {
	...read,
	required: [text('Name', 'name', 'Full name of the contact', { required: true })],
	optional: [
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone', 'phone', 'Phone number, country code included'),
		text('Company', 'company', 'Name of the company the contact works for'),
		text('Position', 'position', 'Job title'),
		text('Tags', 'tags', 'Comma-separated tags (replaces the current tags)'),
		verticalField(),
		customFieldsParameter,
	] as INodeProperties[],
	toBody: contactBody,
};

export const contactOperations: Record<string, Operation> = {
	create: createOperation(write),
	delete: deleteOperation(read),
	get: getOperation({ ...read, simplifiedKeys }),
	getAll: listOperation({
		resource: 'contact',
		path: '/contacts',
		simplifiedKeys,
		filters: [
			text('Search', 'search', 'Free text over name, e-mail and phone'),
			text('Tag', 'tag', 'Only contacts carrying this tag'),
			text('Segment ID', 'segment_id', 'Only contacts of this segment'),
			verticalField('vertical', 'Only contacts of this vertical'),
			choice('Sort By', 'sort_by', ['created_at', 'name', 'updated_at'], 'Field to sort by'),
			{
				displayName: 'Sort Direction',
				name: 'sort_dir',
				type: 'options',
				options: [
					{ name: 'Ascending', value: 'asc' },
					{ name: 'Descending', value: 'desc' },
				],
				default: 'desc',
			},
		],
		query(check, filters) {
			check.oneOf('vertical', filters.vertical, VERTICALS);
			check.oneOf('sort_by', filters.sort_by, ['created_at', 'name', 'updated_at']);
			check.oneOf('sort_dir', filters.sort_dir, ['asc', 'desc']);
			return filters;
		},
	}),
	import: importContacts,
	update: updateOperation(write),
};
