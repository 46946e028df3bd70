import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { geoList } from '../../api';
import { countryParameter } from '../parameters';

export const option = {
	name: 'Get States',
	action: 'Get the states of a country',
	description: 'List the states of a country',
};

export const description: INodeProperties[] = [countryParameter];

/** Only reads: items run several at once by default. */
export const readOnly = true;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await geoList.call(this, `/geo/states/${pathId(this, itemIndex, 'countryId')}`);
}
