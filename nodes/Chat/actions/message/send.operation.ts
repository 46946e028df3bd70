import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ExistingSpec } from '../../../shared/findBeforeCreate';
import { createUnlessFound, findFirstParameter } from '../../../shared/findBeforeCreate';
import { checks } from '../../../shared/validation';
import { wholeListRecords } from '../../api';
import { MESSAGE_TYPES, enumName } from '../../enums';
import { conversationId, pathOf, recordId } from '../parameters';
import { messageOptions } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Send',
	action: 'Send a message',
	description: 'Send a text message or an internal note in a conversation',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the sent message',
	orFound: true,
};

export const description: INodeProperties[] = [
	conversationId,
	{
		displayName: 'Content',
		name: 'content',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		required: true,
		description: 'Text of the message',
	},
	...messageOptions,
	findFirstParameter('a message', 'with the same content, type and privacy'),
];

/**
 * A message already sent: a text message (no attachments: Send With Attachments has no look-up)
 * of the conversation with the same content, type and Private Note. The messages come in one
 * answer, without paging (the document shows none; Chatwoot answers the newest 20).
 */
const existing = (path: string): ExistingSpec => ({
	path,
	query: () => ({}),
	matches: (message, body) =>
		message.content === body.content &&
		enumName(MESSAGE_TYPES, message.message_type) === body.message_type &&
		Boolean(message.private) === body.private &&
		!(message.attachments as IDataObject[] | undefined)?.length,
});

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = recordId(this, itemIndex, check, 'conversationId');
	const content = this.getNodeParameter('content', itemIndex) as string;
	check.required('content', content);
	const messageType = this.getNodeParameter('message_type', itemIndex) as string;
	const body = {
		content,
		message_type: messageType,
		private: this.getNodeParameter('private', itemIndex, false) as boolean,
	};
	const path = await pathOf(this, itemIndex, `/conversations/${id}/messages`);
	return await createUnlessFound(this, itemIndex, wholeListRecords, existing(path), body);
}
