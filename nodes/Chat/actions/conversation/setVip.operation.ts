import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { chatRequest } from '../../api';
import { conversationId, pathOf, recordId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Set VIP',
	action: 'Set or remove VIP on a conversation',
	description: 'Pin a conversation at the top of the inbox, or unpin it',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the conversation',
};

export const description: INodeProperties[] = [
	conversationId,
	{
		displayName: 'VIP',
		name: 'vip',
		type: 'boolean',
		default: true,
		description:
			'Whether the conversation is VIP: it stays pinned at the top of the inbox whatever the sort order, and agents viewing the inbox see the change at once',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = recordId(this, itemIndex, check, 'conversationId');
	const vip = this.getNodeParameter('vip', itemIndex) as boolean;
	return await chatRequest.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, `/conversations/${id}/toggle_vip`),
		body: { vip },
	});
}
