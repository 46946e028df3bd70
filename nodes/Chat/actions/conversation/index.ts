import type { Resource } from '../../../shared/router';
import * as assign from './assign.operation';
import * as create from './create.operation';
import * as filter from './filter.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as search from './search.operation';
import * as setPriority from './setPriority.operation';
import * as setStatus from './setStatus.operation';
import * as setVip from './setVip.operation';
import * as update from './update.operation';

export const conversation: Resource = {
	name: 'Conversation',
	operations: {
		assign,
		create,
		filter,
		get,
		getAll,
		search,
		setPriority,
		setStatus,
		setVip,
		update,
	},
};
