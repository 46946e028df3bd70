import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { contactPages } from '../../api';
import { pathOf, readList, readListParameters, searchQuery } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search contacts',
	description: 'Find contacts by name, e-mail or phone number',
	kind: 'read',
};

export const description: INodeProperties[] = [
	searchQuery('name, e-mail and phone number'),
	...readListParameters(),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const q = this.getNodeParameter('q', itemIndex) as string;
	checks(this, itemIndex).required('q', q);
	return await readList(
		this,
		itemIndex,
		{ method: 'GET', path: await pathOf(this, itemIndex, '/contacts/search'), qs: { q } },
		contactPages,
		'contact',
	);
}
