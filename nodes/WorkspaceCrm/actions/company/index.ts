import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteCompany from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const company: Resource = {
	name: 'Company',
	operations: { create, delete: deleteCompany, get, getAll, update },
};
