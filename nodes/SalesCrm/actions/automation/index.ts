import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteAutomation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getExecutions from './getExecutions.operation';
import * as update from './update.operation';

export const automation: Resource = {
	name: 'Automation',
	description: 'Triggers, actions and run history',
	operations: { create, delete: deleteAutomation, get, getAll, getExecutions, update },
};
