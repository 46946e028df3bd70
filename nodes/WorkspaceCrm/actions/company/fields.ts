import type { WriteSpec } from '../../../shared/crud';
import { locator, number, text } from '../../../shared/parameters';
import { commonBody, sharedFields } from '../parameters';

export const companyId = locator(
	'Company',
	'companyId',
	'searchCompanies',
	'The company: its ID from Company → Get Many or Company → Create',
	'e.g. 9b3e7d',
);

/** A whole number of at least 0 (the counts and amounts of a company) */
const integer = (displayName: string, name: string, description: string) =>
	number(displayName, name, description, { typeOptions: { minValue: 0 } });

/** Create and Update of a company: the same fields, whole on create, partial on update. */
export const companyWrite: WriteSpec = {
	path: '/companies',
	id: companyId,
	required: [text('Name', 'name', 'Company name, at most 200 characters', { required: true })],
	optional: [
		text('Website', 'website', 'Full URL including the protocol, e.g. https://example.com', {
			placeholder: 'https://example.com',
		}),
		text('Industry', 'industry', 'Sector the company works in, as free text, e.g. Manufacturing'),
		integer('Employee Count', 'employeeCount', 'Approximate number of employees'),
		integer(
			'Annual Revenue',
			'annualRevenue',
			'Yearly revenue as a whole number in the Currency given (ISO 4217), e.g. 5000000',
		),
		text('Currency', 'currency', 'ISO 4217 code of the annual revenue, e.g. EUR', {
			placeholder: 'EUR',
		}),
		text('Phone', 'phone', 'Main phone with its country code, e.g. +525512345678'),
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Description', 'description', 'Free text about the company', { typeOptions: { rows: 3 } }),
		text(
			'Owner ID',
			'ownerId',
			'Responsible user, by the user ID the Workspace CRM shows (the pack does not list users); defaults to the user the token belongs to',
		),
		...sharedFields('tags'),
	],
	toBody(fields, check) {
		const body = commonBody(fields, check, 'tags');
		check.maxLength('name', body.name, 200);
		check.url('website', body.website);
		check.email('email', body.email);
		if ('currency' in body) body.currency = check.currency('currency', body.currency);
		check.integerBetween('employeeCount', body.employeeCount, 0);
		check.integerBetween('annualRevenue', body.annualRevenue, 0);
		return body;
	},
};

/** Simplify keeps what a workflow usually reads of a company. */
export const simplifiedCompanyKeys = [
	'id',
	'name',
	'website',
	'industry',
	'employeeCount',
	'annualRevenue',
	'currency',
	'ownerName',
	'createdAt',
	'updatedAt',
];
