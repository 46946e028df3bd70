import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteTeam from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const team: Resource = {
	name: 'Team',
	operations: { create, delete: deleteTeam, get, getAll, update },
};
