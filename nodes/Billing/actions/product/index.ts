import type { Resource } from '../../../shared/router';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const product: Resource = {
	name: 'Product',
	description: 'The catalogue, read-only (edited in the dashboard)',
	operations: { get, getAll },
};
