import { byId, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

describe('Workspace CRM Get Many', () => {
	test('Return All walks every cursor page at the largest page size', async () => {
		bed.state().seedContacts(250);
		const { items } = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(items).toHaveLength(250);
		expect(new Set(items.map((i) => i.json.id)).size).toBe(250);
		const pages = bed.requests('GET', '/contacts');
		expect(pages.map((r) => r.query.limit)).toEqual(['100', '100', '100']);
		expect(pages[0].query.cursor).toBeUndefined();
		expect(pages[1].query.cursor).toBeTruthy();
		expect(items.every((i) => i.pairedItem && (i.pairedItem as { item: number }).item === 0)).toBe(
			true,
		);
	});

	test('Simplify keeps the summary fields of every record by default; off, each record comes whole', async () => {
		bed.state().seedContacts(150, { customData: { segment: 'x' } });
		const simple = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(simple.items).toHaveLength(150);
		for (const { json } of simple.items) {
			expect(json).toHaveProperty('firstName');
			expect(json).not.toHaveProperty('customData');
		}
		const whole = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			simplify: false,
		});
		expect(whole.items.map((i) => i.json.customData)).toEqual(Array(150).fill({ segment: 'x' }));
	});

	test('Limit returns exactly that many with a single request of that size', async () => {
		bed.state().seedContacts(120);
		const { items } = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: false,
			limit: 37,
		});
		expect(items).toHaveLength(37);
		expect(bed.requests('GET', '/contacts').map((r) => r.query.limit)).toEqual(['37']);
	});

	test('each contact filter and the sort reach the API under their documented names', async () => {
		const state = bed.state();
		state.seedContacts(2, { ownerId: 'u2', sourceId: 'src_ref' });
		const target = state.insert(
			'contact',
			{
				firstName: 'Zed',
				lastName: 'Zulu',
				email: 'zed@zulu.io',
				ownerId: 'u2',
				sourceId: 'src_ref',
				score: 9,
			},
			'u1',
		);
		state.seedContacts(2);
		const { items } = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: {
				search: 'zulu',
				owner_id: 'u2',
				source: 'referral',
				created_after: '2000-01-01T00:00:00Z',
				created_before: '2999-01-01T00:00:00Z',
			},
			sort: { sort: 'score', order: 'asc' },
		});
		expect(items.map((i) => i.json.id)).toEqual([target.id]);
		expect(bed.requests('GET', '/contacts')[0].query).toMatchObject({
			search: 'zulu',
			owner_id: 'u2',
			source: 'referral',
			created_after: '2000-01-01T00:00:00.000Z',
			created_before: '2999-01-01T00:00:00.000Z',
			sort: 'score',
			order: 'asc',
		});
	});

	test('created after/before narrow by creation time', async () => {
		const state = bed.state();
		const old = state.insert('contact', { firstName: 'Old', lastName: 'One' }, 'u1');
		old.createdAt = '2020-01-01T00:00:00.000Z';
		const recent = state.insert('contact', { firstName: 'New', lastName: 'One' }, 'u1');
		const after = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { created_after: '2021-01-01' },
		});
		expect(after.items.map((i) => i.json.id)).toEqual([recent.id]);
		const before = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { created_before: '2021-01-01' },
		});
		expect(before.items.map((i) => i.json.id)).toEqual([old.id]);
	});

	test('sort orders the contacts as asked', async () => {
		const state = bed.state();
		for (const [firstName, score] of [
			['Bea', 50],
			['Al', 90],
			['Cy', 10],
		] as const) {
			state.insert('contact', { firstName, lastName: 'X', score }, 'u1');
		}
		const byName = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			sort: { sort: 'first_name', order: 'asc' },
		});
		expect(byName.items.map((i) => i.json.firstName)).toEqual(['Al', 'Bea', 'Cy']);
		const byScore = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			sort: { sort: 'score', order: 'desc' },
		});
		expect(byScore.items.map((i) => i.json.score)).toEqual([90, 50, 10]);
	});

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

	test('resource locator search lists contacts and companies, paging by cursor', async () => {
		bed.state().seedContacts(130);
		const first = await bed.listSearch('searchContacts');
		expect(first.results).toHaveLength(100);
		expect(first.results[0]).toEqual({
			name: expect.stringContaining('Seed'),
			value: expect.any(String),
		});
		const second = await bed.listSearch(
			'searchContacts',
			undefined,
			first.paginationToken as string,
		);
		expect(second.results).toHaveLength(30);
		expect(second.paginationToken).toBeUndefined();
		const company = bed.state().insert('company', { name: 'Initech' }, 'u1');
		const found = await bed.listSearch('searchCompanies', 'initech');
		expect(found.results).toEqual([{ name: 'Initech', value: company.id }]);
		expect(bed.requests('GET', '/companies')[0].query.search).toBe('initech');
		const picked = await bed.run({
			resource: 'company',
			operation: 'get',
			companyId: { __rl: true, mode: 'list', value: company.id },
		});
		expect(picked.items[0].json.name).toBe('Initech');
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
