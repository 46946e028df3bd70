import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { listPayload, wholeList } from '../../api';
import {
	conversationId,
	pathOf,
	readList,
	readListOutput,
	readListParameters,
	recordId,
} from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many messages',
	description: 'List the messages of a conversation',
	kind: 'read',
};

export const output: OperationOutput = readListOutput('message');

export const description: INodeProperties[] = [conversationId, ...readListParameters()];

/** The document shows no paging parameters for messages: one request returns them. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = recordId(this, itemIndex, checks(this, itemIndex), 'conversationId');
	const path = await pathOf(this, itemIndex, `/conversations/${id}/messages`);
	return await readList(
		this,
		itemIndex,
		{ method: 'GET', path },
		wholeList(listPayload),
		'message',
	);
}
