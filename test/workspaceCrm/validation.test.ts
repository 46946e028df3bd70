import type { INodeParameters } from 'n8n-workflow';

import { byId, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

const long = (n: number) => 'x'.repeat(n);

/** Each documented rule: the node names field, rule and item, and sends nothing. */
const cases: Array<[string, INodeParameters, RegExp]> = [
	// Empty literals never get here (n8n itself refuses them); empty expression results do.
	[
		'first name required',
		{ resource: 'contact', operation: 'create', firstName: '={{ "" }}', lastName: 'L' },
		/^First Name: is required \(item 0\)$/,
	],
	[
		'last name required',
		{ resource: 'contact', operation: 'create', firstName: 'F', lastName: '  ' },
		/^Last Name: is required \(item 0\)$/,
	],
	[
		'first name at most 100',
		{ resource: 'contact', operation: 'create', firstName: long(101), lastName: 'L' },
		/^First Name: must be at most 100 characters/,
	],
	[
		'last name at most 100',
		{ resource: 'contact', operation: 'create', firstName: 'F', lastName: long(101) },
		/^Last Name: must be at most 100 characters/,
	],
	[
		'contact e-mail format',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { email: 'not-an-email' },
		},
		/^Email: must be a valid e-mail address/,
	],
	[
		'score 0-100',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { score: 101 },
		},
		/^Score: must be a whole number from 0 to 100/,
	],
	[
		'score whole',
		{
			resource: 'contact',
			operation: 'update',
			contactId: byId('c1'),
			updateFields: { score: 5.5 },
		},
		/^Score: must be a whole number from 0 to 100/,
	],
	[
		'company name required',
		{ resource: 'company', operation: 'create', name: '={{ "" }}' },
		/^Name: is required/,
	],
	[
		'company name at most 200',
		{ resource: 'company', operation: 'create', name: long(201) },
		/^Name: must be at most 200 characters/,
	],
	[
		'website with protocol',
		{
			resource: 'company',
			operation: 'create',
			name: 'N',
			additionalFields: { website: 'acme.com' },
		},
		/^Website: must be a full URL including its protocol/,
	],
	[
		'currency 3 letters',
		{ resource: 'company', operation: 'create', name: 'N', additionalFields: { currency: 'EURO' } },
		/^Currency: must be a 3-letter ISO 4217 code/,
	],
	[
		'company e-mail format',
		{
			resource: 'company',
			operation: 'update',
			companyId: byId('x'),
			updateFields: { email: 'a@b' },
		},
		/^Email: must be a valid e-mail address/,
	],
	[
		'limit at least 1',
		{ resource: 'contact', operation: 'getAll', returnAll: false, limit: 0 },
		/^Limit: must be a whole number from 1 to 100/,
	],
	[
		'limit at most 100',
		{ resource: 'company', operation: 'getAll', returnAll: false, limit: 101 },
		/^Limit: must be a whole number from 1 to 100/,
	],
	[
		'created after is a date',
		{ resource: 'contact', operation: 'getAll', filters: { created_after: 'yesterday' } },
		/^Created After: must be an ISO 8601 date/,
	],
	[
		'custom data JSON is an object',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { customDataJson: '[1,2]' },
		},
		/^Custom Data \(JSON\): must be a JSON object/,
	],
	[
		'custom data JSON parses',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { customDataJson: '{bad' },
		},
		/^Custom Data \(JSON\): must be valid JSON/,
	],
	[
		'sort field the API sorts by',
		{ resource: 'contact', operation: 'getAll', sort: { sort: '={{ "nickname" }}' } },
		/^Sort: must be one of created_at, email, first_name, last_name, score, updated_at/,
	],
	[
		'sort order asc or desc',
		{ resource: 'company', operation: 'getAll', sort: { order: '={{ "up" }}' } },
		/^Order: must be one of asc, desc/,
	],
	[
		'custom data key required',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { customData: { values: [{ key: '', value: 'x' }] } },
		},
		/^Custom Data › Key: is required \(item 0\)$/,
	],
	[
		'address country is an ID',
		{
			resource: 'company',
			operation: 'create',
			name: 'N',
			additionalFields: { addressCountryId: '={{ "Mexico" }}' },
		},
		/^Country Name or ID \(addressCountryId\): must be a whole number from 1/,
	],
	[
		'geo country required',
		{ resource: 'geo', operation: 'getStates', countryId: '={{ "" }}' },
		/^Country Name or ID \(countryId\): is required \(item 0\)$/,
	],
	[
		'geo state required',
		{ resource: 'geo', operation: 'getCities', countryId: 1, stateId: '={{ "" }}' },
		/^State Name or ID \(stateId\): is required \(item 0\)$/,
	],
	[
		'record id required',
		{ resource: 'contact', operation: 'get', contactId: byId('={{ "" }}') },
		/^Contact \(contactId\): is required/,
	],
];

describe('Workspace CRM validation before any request', () => {
	test.each(cases)('%s', async (_name, parameters, message) => {
		const { error, items } = await bed.run(parameters);
		expect(items).toHaveLength(0);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toMatch(message);
		expect(bed.sandbox.requestCount).toBe(0);
	});

	test('an operation the node does not have is refused before any request', async () => {
		const { error, items } = await bed.run({ resource: 'contact', operation: 'merge' }, [{}, {}]);
		expect(items).toHaveLength(0);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toBe('Operation "merge" of "contact" is not supported');
		expect(bed.sandbox.requestCount).toBe(0);
	});

	test('the failing item is named, and items before it were already sent', async () => {
		const { error } = await bed.run(
			{ resource: 'contact', operation: 'create', firstName: '={{ $json.f }}', lastName: 'L' },
			[{ f: 'Ok' }, { f: '' }],
		);
		expect(error?.message).toBe('First Name: is required (item 1)');
		expect(bed.requests('POST', '/contacts')).toHaveLength(1);
	});
});
