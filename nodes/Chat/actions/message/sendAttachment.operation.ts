import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { MultipartBody, uploadFile } from '../../../shared/multipart';
import { checks, splitList } from '../../../shared/validation';
import { chatRequest } from '../../api';
import { conversationId, pathOf, recordId } from '../parameters';
import { messageOptions } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

/** The file comes from an earlier node's binary data, e.g. an invoice PDF download. */
export const example = `node({
	type: 'n8n-nodes-bizops.chat',
	version: 1,
	config: {
		name: 'Send Invoice PDF',
		parameters: {
			resource: 'message',
			operation: 'sendAttachment',
			conversationId: { __rl: true, mode: 'id', value: expr('{{ $json.conversationId }}') },
			binaryPropertyName: 'data',
			content: 'Here is your invoice',
		},
		credentials: { bizOpsChatApi: newCredential('BizOps Chat') },
	},
})`;

export const option: OperationOption = {
	name: 'Send With Attachments',
	action: 'Send a message with attachments',
	description: 'Send files from binary properties, with optional text, in a conversation',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the sent message',
};

export const description: INodeProperties[] = [
	conversationId,
	{
		displayName: 'Input Binary Fields',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint: 'Comma-separated names of the input binary fields holding the files to attach',
	},
	{
		displayName: 'Content',
		name: 'content',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description: 'Text sent with the files',
	},
	...messageOptions,
];

/** Multipart: content, message_type, private and each file as `attachments[]`. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = recordId(this, itemIndex, check, 'conversationId');
	const properties = splitList(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
	if (properties.length === 0) check.fail('binaryPropertyName', 'name at least one binary field');
	const messageType = this.getNodeParameter('message_type', itemIndex) as string;
	const form = new MultipartBody()
		.field('content', this.getNodeParameter('content', itemIndex, ''))
		.field('message_type', messageType)
		.field('private', String(this.getNodeParameter('private', itemIndex, false)));
	for (const property of properties)
		form.file('attachments[]', await uploadFile(this, itemIndex, property));
	return await chatRequest.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, `/conversations/${id}/messages`),
		body: form.body(),
	});
}
