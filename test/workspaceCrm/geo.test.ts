import type { INodeParameters } from 'n8n-workflow';

import { GEO } from '../sandbox/workspaceCrm';
import { describeRefusedBeforeAnyRequest, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

/** Each documented rule: the node names field, rule and item, and sends nothing. */
const cases: Array<[string, INodeParameters, RegExp]> = [
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
];

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

	test('an unknown country is a 404 NodeApiError', async () => {
		const { error } = await bed.run({ resource: 'geo', operation: 'getStates', countryId: 999 });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/404 not_found: country 999 not found/);
	});
});

describeRefusedBeforeAnyRequest(bed, cases);
