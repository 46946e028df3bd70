import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const activity: Resource = {
	name: 'Activity',
	description: 'E-mails, calls, meetings, tasks and notes',
	operations: { create, get, getAll, update },
};
