import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { chatRequest } from '../../api';
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
];

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
	return await chatRequest.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, `/conversations/${id}/messages`),
		body,
	});
}
