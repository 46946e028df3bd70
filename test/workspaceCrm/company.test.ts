import type { INodeParameters } from 'n8n-workflow';

import { byId, describeRefusedBeforeAnyRequest, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

const long = (n: number) => 'x'.repeat(n);

/** Each documented rule: the node names field, rule and item, and sends nothing. */
const cases: Array<[string, INodeParameters, RegExp]> = [
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
		'limit at most 100',
		{ resource: 'company', operation: 'getAll', returnAll: false, limit: 101 },
		/^Limit: must be a whole number from 1 to 100/,
	],
	[
		'sort order asc or desc',
		{ resource: 'company', operation: 'getAll', sort: { order: '={{ "up" }}' } },
		/^Order: must be one of asc, desc/,
	],
	[
		'address country is an ID',
		{
			resource: 'company',
			operation: 'create',
			name: 'N',
			additionalFields: { addressCountryId: '={{ "Mexico" }}' },
		},
		/^Country Name or ID \(addressCountryId\): must be a whole number of 1 or more/,
	],
];

describe('Workspace CRM Get Many', () => {
	test('company filters: search, owner and industry', async () => {
		const state = bed.state();
		const hit = state.insert(
			'company',
			{ name: 'Globex Mining', industry: 'mining', ownerId: 'u2' },
			'u1',
		);
		state.insert('company', { name: 'Globex Retail', industry: 'retail', ownerId: 'u2' }, 'u1');
		state.insert(
			'company',
			{ name: 'Globex Mining East', industry: 'mining', ownerId: 'u1' },
			'u1',
		);
		const { items } = await bed.run({
			resource: 'company',
			operation: 'getAll',
			returnAll: true,
			filters: { search: 'globex', owner_id: 'u2', industry: 'mining' },
			sort: { sort: 'name', order: 'asc' },
		});
		expect(items.map((i) => i.json.id)).toEqual([hit.id]);
		expect(bed.requests('GET', '/companies')[0].query).toMatchObject({
			search: 'globex',
			owner_id: 'u2',
			industry: 'mining',
			sort: 'name',
			order: 'asc',
		});
	});

	test('company sorts by employee count and annual revenue', async () => {
		const state = bed.state();
		state.insert('company', { name: 'Small', employeeCount: 5, annualRevenue: 900 }, 'u1');
		state.insert('company', { name: 'Big', employeeCount: 500, annualRevenue: 100 }, 'u1');
		const byEmployees = await bed.run({
			resource: 'company',
			operation: 'getAll',
			returnAll: true,
			sort: { sort: 'employee_count', order: 'desc' },
		});
		expect(byEmployees.items.map((i) => i.json.name)).toEqual(['Big', 'Small']);
		const byRevenue = await bed.run({
			resource: 'company',
			operation: 'getAll',
			returnAll: true,
			sort: { sort: 'annual_revenue', order: 'desc' },
		});
		expect(byRevenue.items.map((i) => i.json.name)).toEqual(['Small', 'Big']);
	});

	test('company get, update and delete', async () => {
		const company = bed
			.state()
			.insert('company', { name: 'Hooli', website: 'https://hooli.com', industry: 'tech' }, 'u1');
		const contactOfIt = bed
			.state()
			.insert('contact', { firstName: 'Gav', lastName: 'B', companyId: company.id }, 'u1');
		const got = await bed.run({
			resource: 'company',
			operation: 'get',
			companyId: byId(company.id),
			simplify: false,
		});
		expect(got.items[0].json).toMatchObject({
			name: 'Hooli',
			website: 'https://hooli.com',
			tags: [],
		});
		const updated = await bed.run({
			resource: 'company',
			operation: 'update',
			companyId: byId(company.id),
			updateFields: { employeeCount: 3000, tags: 'tag_vip' },
		});
		expect(bed.requests('PUT', '/companies/{id}')[0].body).toEqual({
			employeeCount: 3000,
			tags: ['tag_vip'],
		});
		expect(updated.items[0].json).toMatchObject({
			name: 'Hooli',
			employeeCount: 3000,
			industry: 'tech',
		});
		const deleted = await bed.run({
			resource: 'company',
			operation: 'delete',
			companyId: byId(company.id),
		});
		expect(deleted.items[0].json).toEqual({ id: company.id, deleted: true });
		// Its contacts keep companyId; the company reads as unavailable.
		const contact = await bed.run({
			resource: 'contact',
			operation: 'get',
			contactId: byId(contactOfIt.id),
			simplify: false,
		});
		expect(contact.items[0].json).toMatchObject({ companyId: company.id, companyName: null });
	});

	test('company create sends every documented field', async () => {
		const { items, error } = await bed.run({
			resource: 'company',
			operation: 'create',
			name: 'Umbrella',
			additionalFields: {
				website: 'https://umbrella.example',
				industry: 'pharma',
				employeeCount: 250,
				annualRevenue: 1000000,
				currency: 'eur',
				phone: '+1 555 0100',
				email: 'info@umbrella.example',
				description: 'Research',
				ownerId: 'u2',
				tags: 'tag_vip',
				customDataJson: { tier: 'gold' },
				addressCountryId: 2,
				addressStateId: 20,
				addressCityId: 200,
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/companies')[0].body).toEqual({
			name: 'Umbrella',
			website: 'https://umbrella.example',
			industry: 'pharma',
			employeeCount: 250,
			annualRevenue: 1000000,
			currency: 'EUR',
			phone: '+1 555 0100',
			email: 'info@umbrella.example',
			description: 'Research',
			ownerId: 'u2',
			tags: ['tag_vip'],
			customData: { tier: 'gold' },
			addressCountryId: 2,
			addressStateId: 20,
			addressCityId: 200,
		});
		expect(items[0].json).toMatchObject({ name: 'Umbrella', ownerName: 'Luis Vega' });
	});
});

describeRefusedBeforeAnyRequest(bed, cases);
