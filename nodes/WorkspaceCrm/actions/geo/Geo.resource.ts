import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { workspaceCrm } from '../../api';

const countryParameter: INodeProperties = {
	displayName: 'Country Name or ID',
	name: 'countryId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getCountries' },
	required: true,
	default: '',
	description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
};

const stateParameter: INodeProperties = {
	displayName: 'State Name or ID',
	name: 'stateId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getStates', loadOptionsDependsOn: ['countryId'] },
	required: true,
	default: '',
	description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
};

/** The geographic reference lists: public, so no credential is sent. */
export async function geoList(ctx: IExecuteFunctions | ILoadOptionsFunctions, path: string) {
	const response = await apiRequest.call(ctx, workspaceCrm, { method: 'GET', path, authenticated: false });
	return (Array.isArray(response) ? response : (response?.data ?? [])) as IDataObject[];
}

const show = (operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: ['geo'], operation: [operation] } }, properties);

const idOf = (ctx: IExecuteFunctions, itemIndex: number, name: string) => {
	const value = ctx.getNodeParameter(name, itemIndex, '') as string | number;
	checks(ctx, itemIndex).required(name, value);
	return encodeURIComponent(String(value));
};

export const geoOperations: Record<string, Operation> = {
	getCountries: {
		description: [],
		async execute(this: IExecuteFunctions) {
			return await geoList(this, '/geo/countries');
		},
	},
	getStates: {
		description: show('getStates', [countryParameter]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			return await geoList(this, `/geo/states/${idOf(this, itemIndex, 'countryId')}`);
		},
	},
	getCities: {
		description: show('getCities', [
			countryParameter,
			stateParameter,
		]),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			return await geoList(this, `/geo/cities/${idOf(this, itemIndex, 'stateId')}`);
		},
	},
};
