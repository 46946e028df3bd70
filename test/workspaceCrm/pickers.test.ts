import { workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();
describe('Workspace CRM Get Many', () => {
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
});

describe('Workspace CRM geo reference', () => {
	test('the address dropdowns load countries, then states and cities of the choice', async () => {
		const countries = await bed.loadOptions('getCountries');
		expect(countries).toEqual([
			{ name: 'Mexico', value: 1 },
			{ name: 'Spain', value: 2 },
		]);
		const states = await bed.loadOptions('getStates', {
			resource: 'contact',
			operation: 'create',
			additionalFields: { addressCountryId: 2 },
		});
		expect(states).toEqual([{ name: 'Madrid', value: 20 }]);
		const cities = await bed.loadOptions('getCities', {
			resource: 'contact',
			operation: 'update',
			updateFields: { addressStateId: 10 },
		});
		expect(cities).toEqual([{ name: 'Guadalajara', value: 100 }]);
		expect(
			await bed.loadOptions('getStates', {
				resource: 'contact',
				operation: 'create',
				additionalFields: {},
			}),
		).toEqual([]);
	});
});
