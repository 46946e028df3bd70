import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const playlist: Resource = {
	name: 'Playlist',
	operations: { create, delete: del, get, getAll, update },
};
