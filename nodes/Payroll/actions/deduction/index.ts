import type { Resource } from '../../../shared/router';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const deduction: Resource = {
	name: 'Deduction',
	operations: { cancel, create, getAll, update },
};
