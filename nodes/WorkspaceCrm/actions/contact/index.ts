import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteContact from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const contact: Resource = {
	name: 'Contact',
	operations: { create, delete: deleteContact, get, getAll, update },
};
