import type { Resource } from '../../../shared/router';
import * as cancel from './cancel.operation';
import * as changeCustomer from './changeCustomer.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getInvoices from './getInvoices.operation';
import * as reactivate from './reactivate.operation';
import * as replaceItems from './replaceItems.operation';

export const subscription: Resource = {
	name: 'Subscription',
	operations: {
		cancel,
		changeCustomer,
		create,
		get,
		getAll,
		getInvoices,
		reactivate,
		replaceItems,
	},
};
