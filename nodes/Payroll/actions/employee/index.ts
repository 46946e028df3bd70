import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as terminate from './terminate.operation';
import * as update from './update.operation';

export const employee: Resource = {
	name: 'Employee',
	operations: { create, get, getAll, terminate, update },
};
