import { dropdown } from '../../../shared/parameters';

/** The country and state whose states and cities the Geo operations list. */
export const countryParameter = dropdown('Country Name or ID', 'countryId', 'getCountries', {
	required: true,
});

export const stateParameter = dropdown('State Name or ID', 'stateId', 'getStates', {
	required: true,
	typeOptions: { loadOptionsDependsOn: ['countryId'] },
});
