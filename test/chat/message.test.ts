import type { Case } from './helpers';
import { A, byId, chatTestbed, file, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Message → Get Many',
		parameters: (s) => {
			bed
				.state()
				.addMessage(
					s.conversation,
					{ content: 'Hi there', message_type: 0 },
					{ id: s.contact.id, name: 'Lucía', type: 'contact' },
				);
			return {
				resource: 'message',
				operation: 'getAll',
				conversationId: byId(s.conversation.id),
				returnAll: true,
			};
		},
		request: { method: 'GET', route: `${A}/conversations/{conversation_id}/messages` },
		output: (json) =>
			expect(json).toMatchObject({
				content: 'Hi there',
				message_type: 0,
				message_type_name: 'incoming',
				status_name: 'sent',
			}),
	},
	{
		name: 'Message → Send a private note',
		parameters: (s) => ({
			resource: 'message',
			operation: 'send',
			conversationId: byId(s.conversation.id),
			content: 'Internal: refund approved',
			message_type: 'outgoing',
			private: true,
		}),
		request: {
			method: 'POST',
			route: `${A}/conversations/{conversation_id}/messages`,
			body: { content: 'Internal: refund approved', message_type: 'outgoing', private: true },
		},
		output: (json) => {
			expect(json).toMatchObject({ private: true, message_type: 1 });
			expect(bed.state().sentToContact).toEqual([]);
		},
	},
];

operationCases(bed, cases);

describe('Chat messages, contacts and accounts', () => {
	test('a private note is never delivered to the contact; an outgoing message is', async () => {
		const { conversation } = bed.seed();
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'Note to self',
			private: true,
		});
		await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'Hello Lucía',
		});
		expect(bed.state().sentToContact.map((m) => m.content)).toEqual(['Hello Lucía']);
		expect([...bed.state().messages.values()].map((m) => [m.content, m.private])).toEqual([
			['Note to self', true],
			['Hello Lucía', false],
		]);
	});

	test('Send With Attachments posts multipart attachments[] with the bytes of each binary property', async () => {
		const { conversation } = bed.seed();
		const { items, error } = await bed.run(
			{
				resource: 'message',
				operation: 'sendAttachment',
				conversationId: byId(conversation.id),
				binaryPropertyName: 'invoice, photo',
				content: 'Your files',
				private: false,
			},
			[{}],
			{
				binary: [
					{
						invoice: file('%PDF-1.4 invoice', 'invoice.pdf', 'application/pdf'),
						photo: file(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png'),
					},
				],
			},
		);
		expect(error).toBeUndefined();
		const request = bed.requests('POST', `${A}/conversations/{conversation_id}/messages`)[0];
		expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
		expect(items[0].json).toMatchObject({
			content: 'Your files',
			attachments: [
				{ file_name: 'invoice.pdf', file_type: 'file' },
				{ file_name: 'photo.png', file_type: 'image' },
			],
		});
		const stored = [...bed.state().files.values()];
		expect(stored.map((f) => [f.fileName, f.contentType, f.bytes.toString('hex')])).toEqual([
			['invoice.pdf', 'application/pdf', Buffer.from('%PDF-1.4 invoice').toString('hex')],
			['photo.png', 'image/png', '89504e47'],
		]);
	});
});

refusedBeforeAnyRequest(bed, [
	[
		'message without content',
		{ resource: 'message', operation: 'send', conversationId: byId('1'), content: '={{ "" }}' },
		/^Content: is required/,
	],
]);
