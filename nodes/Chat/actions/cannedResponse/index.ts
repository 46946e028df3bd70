import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteCannedResponse from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const cannedResponse: Resource = {
	name: 'Canned Response',
	operations: { create, delete: deleteCannedResponse, get, getAll, update },
};
