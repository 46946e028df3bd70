import { A, byId, chatTestbed } from './helpers';

const bed = chatTestbed();
const CONVERSATIONS = `${A}/conversations`;
const MESSAGES = `${A}/conversations/{conversation_id}/messages`;

describe('Conversation → Create with Return Existing Instead of Creating', () => {
	const create = (s: ReturnType<typeof bed.seed>, findFirst?: boolean) => ({
		resource: 'conversation',
		operation: 'create',
		inbox_id: String(s.inbox.id),
		contactId: byId(s.contact.id),
		additionalFields: {},
		...(findFirst === undefined ? {} : { findFirst }),
	});

	test('off (the default): a second conversation is opened, and nothing is listed', async () => {
		const s = bed.seed();
		const { items, error } = await bed.run(create(s));
		expect(error).toBeUndefined();
		expect(bed.requests('POST', CONVERSATIONS)).toHaveLength(1);
		expect(bed.requests('GET', CONVERSATIONS)).toHaveLength(0);
		expect(items[0].json.id).not.toBe(s.conversation.id);
	});

	test("on: the contact's open conversation in the inbox is output, pages deep, and nothing is posted", async () => {
		const s = bed.seed();
		// Newer conversations of other contacts in the same inbox list before it: two pages of 25.
		for (let i = 0; i < 30; i++) {
			const other = bed.state().addContact({ name: `Other ${i}`, email: `o${i}@example.com` });
			bed
				.state()
				.addConversation({ inbox_id: s.inbox.id, contact_id: other.id }, 1, 1_800_000_000 + i);
		}
		const { items, error } = await bed.run(create(s, true));
		expect(error).toBeUndefined();
		expect(bed.requests('POST', CONVERSATIONS)).toHaveLength(0);
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(bed.state().view(s.conversation));
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const lists = bed.requests('GET', CONVERSATIONS);
		expect(lists.map((r) => r.query)).toEqual([
			{ inbox_id: String(s.inbox.id), status: 'open', page: '1' },
			{ inbox_id: String(s.inbox.id), status: 'open', page: '2' },
		]);
	});

	test('on: another contact, another inbox, a resolved one, or another status asked: opened anew', async () => {
		const s = bed.seed();
		const other = bed.state().addContact({ name: 'Someone Else', email: 'else@example.com' });
		const otherInbox = bed.state().addInbox({ name: 'Mail', channel: { type: 'email' } });
		s.conversation.status = 1; // resolved
		bed.state().addConversation({ inbox_id: s.inbox.id, contact_id: other.id });
		bed.state().addConversation({ inbox_id: otherInbox.id, contact_id: s.contact.id });
		const opened = await bed.run(create(s, true));
		expect(opened.error).toBeUndefined();
		expect(bed.requests('POST', CONVERSATIONS)).toHaveLength(1);
		// The one just opened is open: asking for a pending one does not take it.
		const pending = await bed.run({ ...create(s, true), additionalFields: { status: 'pending' } });
		expect(pending.error).toBeUndefined();
		expect(bed.requests('POST', CONVERSATIONS)).toHaveLength(2);
		expect(bed.requests('GET', CONVERSATIONS).at(-1)!.query).toMatchObject({ status: 'pending' });
		// A third, open again: the first one opened here is found.
		const again = await bed.run(create(s, true));
		expect(bed.requests('POST', CONVERSATIONS)).toHaveLength(2);
		expect(again.items[0].json.id).toBe(opened.items[0].json.id);
	});
});

describe('Message → Send with Return Existing Instead of Creating', () => {
	const send = (
		conversationId: number,
		fields: Record<string, unknown> = {},
		findFirst?: boolean,
	) => ({
		resource: 'message',
		operation: 'send',
		conversationId: byId(conversationId),
		content: 'Pay here: https://pay.example/l/1',
		message_type: 'outgoing',
		private: false,
		...fields,
		...(findFirst === undefined ? {} : { findFirst }),
	});
	const agent = { id: 1, name: 'Agent', type: 'user' };

	test('off (the default): the same text is sent again, and nothing is listed', async () => {
		const { conversation } = bed.seed();
		await bed.run(send(conversation.id));
		const { error } = await bed.run(send(conversation.id));
		expect(error).toBeUndefined();
		expect(bed.requests('POST', MESSAGES)).toHaveLength(2);
		expect(bed.requests('GET', MESSAGES)).toHaveLength(0);
		expect(bed.state().sentToContact).toHaveLength(2);
	});

	test('on: the message with the same content, type and privacy is output; nothing is sent', async () => {
		const { conversation } = bed.seed();
		const made = bed
			.state()
			.addMessage(
				conversation,
				{ content: 'Pay here: https://pay.example/l/1', message_type: 1 },
				agent,
			);
		bed.state().addMessage(conversation, { content: 'Thanks!', message_type: 0 }, agent);
		const sentBefore = bed.state().sentToContact.length;
		const { items, error } = await bed.run(send(conversation.id, {}, true));
		expect(error).toBeUndefined();
		expect(bed.requests('POST', MESSAGES)).toHaveLength(0);
		expect(bed.requests('GET', MESSAGES)).toHaveLength(1);
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(made);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(bed.state().sentToContact).toHaveLength(sentBefore);
	});

	test('on: other content, type or privacy, an attachment, or another conversation: sent anew', async () => {
		const s = bed.seed(2);
		const [here, elsewhere] = s.conversations;
		const content = 'Pay here: https://pay.example/l/1';
		bed.state().addMessage(here, { content: `${content}/2`, message_type: 1 }, agent);
		bed.state().addMessage(here, { content, message_type: 0 }, agent);
		bed.state().addMessage(here, { content, message_type: 1, private: true }, agent);
		bed
			.state()
			.addMessage(
				here,
				{ content, message_type: 1, attachments: [{ id: 1, file_type: 'file' }] },
				agent,
			);
		bed.state().addMessage(elsewhere, { content, message_type: 1 }, agent);
		const { error } = await bed.run(send(here.id, {}, true));
		expect(error).toBeUndefined();
		expect(bed.requests('POST', MESSAGES)).toHaveLength(1);
		// Now sent once: the same text as a private note is still another message.
		const note = await bed.run(send(here.id, { private: true, content: 'Note' }, true));
		expect(note.error).toBeUndefined();
		expect(bed.requests('POST', MESSAGES)).toHaveLength(2);
		await bed.run(send(here.id, {}, true));
		expect(bed.requests('POST', MESSAGES)).toHaveLength(2);
	});
});
