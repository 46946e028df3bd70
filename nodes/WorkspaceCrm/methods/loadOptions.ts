import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { pathId } from '../../shared/parameters';
import { isGiven } from '../../shared/values';
import { geoList } from '../api';

const asOptions = (records: IDataObject[]): INodePropertyOptions[] =>
	records
		.map((r) => ({ name: String(r.name ?? r.label ?? r.id), value: r.id as number | string }))
		.sort((a, b) => a.name.localeCompare(b.name));

/** The value of the first of these parameters that is set (the same field lives in several collections). */
function current(ctx: ILoadOptionsFunctions, ...paths: string[]) {
	for (const path of paths) {
		const value = ctx.getCurrentNodeParameter(path);
		if (isGiven(value)) return pathId(ctx, 0, path, { value });
	}
	return undefined;
}

export const loadOptions = {
	async getCountries(this: ILoadOptionsFunctions) {
		return asOptions(await geoList.call(this, '/geo/countries'));
	},
	async getStates(this: ILoadOptionsFunctions) {
		const country = current(
			this,
			'countryId',
			'additionalFields.addressCountryId',
			'updateFields.addressCountryId',
		);
		return country ? asOptions(await geoList.call(this, `/geo/states/${country}`)) : [];
	},
	async getCities(this: ILoadOptionsFunctions) {
		const state = current(
			this,
			'stateId',
			'additionalFields.addressStateId',
			'updateFields.addressStateId',
		);
		return state ? asOptions(await geoList.call(this, `/geo/cities/${state}`)) : [];
	},
};
