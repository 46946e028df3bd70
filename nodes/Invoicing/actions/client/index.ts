import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteClient from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const client: Resource = {
	name: 'Client',
	operations: { create, delete: deleteClient, get, getAll, update },
};
