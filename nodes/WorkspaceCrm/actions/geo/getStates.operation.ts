import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { geoList } from '../../api';
import { countryParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get States',
	action: 'Get the states of a country',
	description: 'List the states of a country',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'state' };

export const description: INodeProperties[] = [countryParameter];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await geoList.call(this, `/geo/states/${pathId(this, itemIndex, 'countryId')}`);
}
