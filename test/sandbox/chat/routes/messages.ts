import { ApiFailure } from '../../server';
import type { Route } from '../../server';

import { ChatState, MESSAGE_TYPES, Rec, enumValue } from '../state';
import { lookups } from './lookups';

export function messageRoutes(state: ChatState): Route[] {
	const { found, requester, messageCreated, A } = lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/conversations/{conversation_id}/messages`,
			handler: (req) => {
				const conversation = found(state.conversations, 'conversation', req, 'conversation_id');
				const contact = state.contacts.get(conversation.contact_id);
				const payload = [...state.messages.values()]
					.filter((m) => m.conversation_id === conversation.id)
					.sort((a, b) => a.id - b.id);
				return {
					body: {
						meta: { contact: contact ? { id: contact.id, name: contact.name } : null },
						payload,
					},
				};
			},
		},
		{
			method: 'POST',
			path: `${A}/conversations/{conversation_id}/messages`,
			body: {
				type: 'object',
				additionalProperties: false,
				properties: {
					content: { type: 'string' },
					message_type: { enum: ['outgoing', 'incoming', 0, 1] },
					private: { type: 'boolean' },
					content_type: { type: 'string' },
				},
			},
			handler: async (req) => {
				const conversation = found(state.conversations, 'conversation', req, 'conversation_id');
				const contentType = String(req.headers['content-type'] ?? '');
				let body: Rec = req.body ?? {};
				const attachments: Rec[] = [];
				if (contentType.startsWith('multipart/form-data')) {
					const parts = req.parts;
					const fields = Object.fromEntries(
						parts
							.filter((p) => p.fileName === undefined)
							.map((p) => [p.name, p.data.toString('utf8')]),
					);
					body = { ...fields, private: fields.private === 'true' };
					for (const part of parts.filter((p) => p.fileName !== undefined)) {
						if (part.name !== 'attachments[]')
							throw new ApiFailure(
								422,
								'validation_error',
								`unexpected file field ${part.name}; files go in attachments[]`,
								['attachments'],
							);
						const fileId = state.id();
						state.files.set(fileId, {
							fileName: part.fileName,
							contentType: part.contentType,
							bytes: Buffer.from(part.data),
						});
						attachments.push({
							id: fileId,
							file_type: part.contentType?.startsWith('image/') ? 'image' : 'file',
							file_name: part.fileName,
							file_size: part.size,
							data_url: `https://files.chat.example/${fileId}/${part.fileName}`,
						});
					}
				}
				if (!body.content && attachments.length === 0)
					throw new ApiFailure(
						422,
						'validation_error',
						'content is required unless attachments are sent',
						['content'],
					);
				const type =
					body.message_type === undefined
						? 1
						: enumValue('message_type', body.message_type, MESSAGE_TYPES)!;
				if (type > 1)
					throw new ApiFailure(
						422,
						'validation_error',
						'message_type must be outgoing or incoming',
						['message_type'],
					);
				const contact = state.contacts.get(conversation.contact_id);
				const agent = requester(req);
				const sender =
					type === 0 && contact
						? { id: contact.id, name: contact.name, type: 'contact' }
						: { id: agent.id, name: agent.name, type: 'user' };
				const message = state.addMessage(
					conversation,
					{
						content: body.content ?? null,
						message_type: type,
						private: body.private === true || body.private === 'true',
						attachments,
					},
					sender,
				);
				await messageCreated(conversation, message);
				return { body: message };
			},
		},
	];
}
