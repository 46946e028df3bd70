import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as lost from './lost.operation';
import * as move from './move.operation';
import * as update from './update.operation';
import * as won from './won.operation';

export const deal: Resource = {
	name: 'Deal',
	operations: { create, get, getAll, lost, move, update, won },
};
