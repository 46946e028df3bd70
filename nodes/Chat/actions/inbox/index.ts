import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteInbox from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const inbox: Resource = {
	name: 'Inbox',
	operations: { create, delete: deleteInbox, get, getAll, update },
};
