import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { contactPages } from '../../api';
import { pathOf, readList, readListParameters } from '../parameters';
import { filterParameters, filterPayload } from '../filters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Filter',
	action: 'Filter contacts',
	description: 'Find contacts matching conditions on their attributes',
	kind: 'read',
};

export const description: INodeProperties[] = [
	...filterParameters(
		'name, email, phone_number, identifier, country_code, city, created_at, last_activity_at',
	),
	...readListParameters(),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const payload = filterPayload(this, itemIndex, checks(this, itemIndex));
	const request = {
		method: 'POST' as const,
		path: await pathOf(this, itemIndex, '/contacts/filter'),
		body: { payload },
	};
	return await readList(this, itemIndex, request, contactPages, 'contact');
}
