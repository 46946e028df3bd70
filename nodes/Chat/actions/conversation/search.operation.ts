import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { conversationPages } from '../../api';
import { pathOf, readList, readListParameters, searchQuery } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search conversations',
	description: 'Find conversations by free text',
	kind: 'read',
};

export const description: INodeProperties[] = [
	searchQuery('the messages and the contact of each conversation'),
	...readListParameters(),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const q = this.getNodeParameter('q', itemIndex) as string;
	checks(this, itemIndex).required('q', q);
	return await readList(
		this,
		itemIndex,
		{ method: 'GET', path: await pathOf(this, itemIndex, '/conversations/search'), qs: { q } },
		conversationPages(),
		'conversation',
	);
}
