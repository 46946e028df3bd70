import { GEO } from '../sandbox/workspaceCrm';
import { workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

describe('Workspace CRM geo reference', () => {
	test('countries, states of a country and cities of a state, sent without the credential', async () => {
		const countries = await bed.run({ resource: 'geo', operation: 'getCountries' });
		expect(countries.items.map((i) => i.json)).toEqual(GEO.countries);
		const states = await bed.run({ resource: 'geo', operation: 'getStates', countryId: 1 });
		expect(states.items.map((i) => i.json.name)).toEqual(['Jalisco', 'Nuevo León']);
		const cities = await bed.run({
			resource: 'geo',
			operation: 'getCities',
			countryId: 1,
			stateId: 11,
		});
		expect(cities.items.map((i) => i.json.name)).toEqual(['Monterrey']);
		const geoRequests = bed.requests().filter((r) => r.path.startsWith('/geo/'));
		expect(geoRequests).toHaveLength(3);
		for (const request of geoRequests) expect(request.headers.authorization).toBeUndefined();
	});

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

	test('an unknown country is a 404 NodeApiError', async () => {
		const { error } = await bed.run({ resource: 'geo', operation: 'getStates', countryId: 999 });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/404 not_found: country 999 not found/);
	});
});
