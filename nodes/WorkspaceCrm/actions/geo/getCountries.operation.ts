import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { geoList } from '../../api';

export const option = {
	name: 'Get Countries',
	action: 'Get countries',
	description: 'List the countries',
};

export const description: INodeProperties[] = [];

/** Only reads: items run several at once by default. */
export const readOnly = true;

export async function execute(this: IExecuteFunctions) {
	return await geoList.call(this, '/geo/countries');
}
