import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { geoList } from '../../api';
import { countryParameter, stateParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Cities',
	action: 'Get the cities of a state',
	description: 'List the cities of a state',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'city' };

/** The country only narrows the State dropdown; the API lists a state's cities by the state alone. */
export const description: INodeProperties[] = [countryParameter, stateParameter];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await geoList.call(this, `/geo/cities/${pathId(this, itemIndex, 'stateId')}`);
}
