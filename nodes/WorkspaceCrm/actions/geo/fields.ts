import { dropdown } from '../../../shared/parameters';

/** The country and state whose states and cities the Geo operations list. */
export const countryParameter = dropdown('Country Name or ID', 'countryId', 'getCountries', {
	required: true,
	description:
		'The country: its ID from Geo → Get Countries. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

export const stateParameter = dropdown('State Name or ID', 'stateId', 'getStates', {
	required: true,
	typeOptions: { loadOptionsDependsOn: ['countryId'] },
	description:
		'The state: its ID from Geo → Get States. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});
