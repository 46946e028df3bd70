import type { INodeProperties } from 'n8n-workflow';

import { splitList } from '../../../shared/validation';
import { text } from '../../../shared/parameters';
import { addressFields, commonBody, customDataFields, recordOperations } from '../records';

export const companyId: INodeProperties = {
	displayName: 'Company',
	name: 'companyId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The company to work on',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchCompanies', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 9b3e7d' },
	],
};

const integer = (displayName: string, name: string, description: string) =>
	({ displayName, name, type: 'number', default: 0, typeOptions: { minValue: 0 }, description }) as INodeProperties;

export const companyOperations = recordOperations({
	resource: 'company',
	path: '/companies',
	id: companyId,
	required: [text('Name', 'name', 'Company name, at most 200 characters', { required: true })],
	optional: [
		text('Website', 'website', 'Full URL including the protocol', { placeholder: 'https://example.com' }),
		text('Industry', 'industry', 'Sector'),
		integer('Employee Count', 'employeeCount', 'Approximate number of employees'),
		integer('Annual Revenue', 'annualRevenue', 'In the currency given'),
		text('Currency', 'currency', 'ISO 4217 code of the annual revenue', { placeholder: 'EUR' }),
		text('Phone', 'phone', 'Main phone'),
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Description', 'description', 'Free text about the company', { typeOptions: { rows: 3 } }),
		text('Owner ID', 'ownerId', 'Responsible user; defaults to the user the token belongs to'),
		text('Tag IDs', 'tags', 'Comma-separated IDs of the tags to set (replaces the current tags)'),
		...customDataFields,
		...addressFields,
	],
	filters: [
		text('Search', 'search', 'Free text over name, e-mail and phone'),
		text('Owner ID', 'owner_id', 'Only companies of this owner'),
		text('Industry', 'industry', 'Only companies of this sector'),
	],
	sortFields: [
		{ name: 'Annual Revenue', value: 'annual_revenue' },
		{ name: 'Created At', value: 'created_at' },
		{ name: 'Employee Count', value: 'employee_count' },
		{ name: 'Name', value: 'name' },
		{ name: 'Updated At', value: 'updated_at' },
	],
	simplifiedKeys: ['id', 'name', 'website', 'industry', 'employeeCount', 'annualRevenue', 'currency', 'ownerName', 'createdAt', 'updatedAt'],
	toBody(fields, check) {
		const body = commonBody(fields, check);
		if ('tags' in body) body.tags = splitList(body.tags);
		if (typeof body.currency === 'string') body.currency = body.currency.toUpperCase();
		check.maxLength('name', body.name, 200);
		check.url('website', body.website);
		check.email('email', body.email);
		check.currency('currency', body.currency);
		check.integerBetween('employeeCount', body.employeeCount, 0, Number.MAX_SAFE_INTEGER);
		check.integerBetween('annualRevenue', body.annualRevenue, 0, Number.MAX_SAFE_INTEGER);
		return body;
	},
});
