import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteContact from './delete.operation';
import * as exportContacts from './export.operation';
import * as filter from './filter.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as importContacts from './import.operation';
import * as search from './search.operation';
import * as update from './update.operation';

export const contact: Resource = {
	name: 'Contact',
	operations: {
		create,
		delete: deleteContact,
		export: exportContacts,
		filter,
		get,
		getAll,
		import: importContacts,
		search,
		update,
	},
};
