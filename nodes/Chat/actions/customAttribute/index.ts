import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteCustomAttribute from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const customAttribute: Resource = {
	name: 'Custom Attribute Definition',
	operations: { create, delete: deleteCustomAttribute, get, getAll, update },
};
