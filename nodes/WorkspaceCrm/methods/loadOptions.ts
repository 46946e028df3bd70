import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { currentId } from '../../shared/listSearch';
import { byName } from '../../shared/parameters';
import { geoList } from '../api';

const asOptions = (records: IDataObject[]): INodePropertyOptions[] =>
	records
		.map((r) => ({ name: String(r.name ?? r.label ?? r.id), value: r.id as number | string }))
		.sort(byName);

export const loadOptions = {
	async getCountries(this: ILoadOptionsFunctions) {
		return asOptions(await geoList.call(this, '/geo/countries'));
	},
	async getStates(this: ILoadOptionsFunctions) {
		const country = currentId(
			this,
			'countryId',
			'additionalFields.addressCountryId',
			'updateFields.addressCountryId',
		);
		return country ? asOptions(await geoList.call(this, `/geo/states/${country}`)) : [];
	},
	async getCities(this: ILoadOptionsFunctions) {
		const state = currentId(
			this,
			'stateId',
			'additionalFields.addressStateId',
			'updateFields.addressStateId',
		);
		return state ? asOptions(await geoList.call(this, `/geo/cities/${state}`)) : [];
	},
};
