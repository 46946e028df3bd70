import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteLabel from './delete.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const label: Resource = {
	name: 'Label',
	operations: { create, delete: deleteLabel, getAll, update },
};
