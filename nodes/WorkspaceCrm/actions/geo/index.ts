import type { Resource } from '../../../shared/router';
import * as getCities from './getCities.operation';
import * as getCountries from './getCountries.operation';
import * as getStates from './getStates.operation';

export const geo: Resource = {
	name: 'Geo',
	description: 'Countries, states and cities of the address reference table',
	operations: { getCities, getCountries, getStates },
};
