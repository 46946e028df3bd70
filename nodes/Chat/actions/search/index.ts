import type { Resource } from '../../../shared/router';
import * as searchEverything from './search.operation';

export const search: Resource = {
	name: 'Search',
	description: 'Conversations, messages and contacts together',
	operations: { search: searchEverything },
};
