import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deletePipeline from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const pipeline: Resource = {
	name: 'Pipeline',
	description: 'Stages deals move through',
	operations: { create, delete: deletePipeline, get, getAll, update },
};
