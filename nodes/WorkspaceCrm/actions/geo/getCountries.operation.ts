import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { geoList } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Countries',
	action: 'Get countries',
	description: 'List the countries',
	kind: 'read',
};

export const output: OperationOutput = { kind: 'records', what: 'country' };

export const description: INodeProperties[] = [];

export async function execute(this: IExecuteFunctions) {
	return await geoList.call(this, '/geo/countries');
}
