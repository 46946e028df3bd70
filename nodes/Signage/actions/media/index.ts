import type { Resource } from '../../../shared/router';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as upload from './upload.operation';

export const media: Resource = {
	name: 'Media',
	operations: { delete: del, get, getAll, update, upload },
};
