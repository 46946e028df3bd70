import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { conversationPages } from '../../api';
import { pathOf, readList, readListParameters } from '../parameters';
import { filterParameters, filterPayload } from '../filters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Filter',
	action: 'Filter conversations',
	description: 'Find conversations matching conditions on their attributes',
	kind: 'read',
};

export const description: INodeProperties[] = [
	...filterParameters(
		'status, priority, assignee_id, inbox_id, team_id, labels, display_id, created_at',
	),
	...readListParameters(),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const payload = filterPayload(this, itemIndex, checks(this, itemIndex));
	const request = {
		method: 'POST' as const,
		path: await pathOf(this, itemIndex, '/conversations/filter'),
		body: { payload },
	};
	return await readList(this, itemIndex, request, conversationPages(), 'conversation');
}
