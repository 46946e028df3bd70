import { recordOperations } from '../../../shared/crud';
import { sortBy, sortDirection, text } from '../../../shared/parameters';
import { salesCrmRecords } from '../../api';
import { verticalField } from '../parameters';
import { simplifiedContactKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many contacts',
	description: 'List contacts with search, filters and sorting',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).list({
	path: '/contacts',
	simplifiedKeys: simplifiedContactKeys,
	filters: [
		text('Search', 'search', 'Free text over name, e-mail and phone'),
		text('Tag', 'tag', 'Only contacts carrying this tag'),
		text('Segment ID', 'segment_id', 'Only contacts of this segment: its ID in the Sales CRM'),
		verticalField('Only contacts of this vertical, e.g. real_estate or services'),
	],
	sort: [
		sortBy('sort_by', ['created_at', 'name', 'updated_at'], 'created_at'),
		sortDirection('Sort Direction', 'sort_dir', 'desc'),
	],
});
