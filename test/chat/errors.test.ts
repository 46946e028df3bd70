import { CHAT_TOKENS } from '../sandbox/chat';
import { A, byId, chatTestbed } from './helpers';

const bed = chatTestbed();

describe('Chat messages, contacts and accounts', () => {
	test('the Account ID on the node overrides the credential; per item, by expression', async () => {
		bed.state().addTeam({ name: 'Account one' });
		bed.state().addTeam({ name: 'Account two' }, 2);
		const { items } = await bed.run(
			{ resource: 'team', operation: 'getAll', returnAll: true, accountId: '={{$json.account}}' },
			[{ account: '1' }, { account: '2' }],
		);
		expect(items.map((i) => [i.json.name, i.pairedItem])).toEqual([
			['Account one', { item: 0 }],
			['Account two', { item: 1 }],
		]);
		expect(bed.requests('GET', `${A}/teams`).map((r) => r.path)).toEqual([
			'/accounts/1/teams',
			'/accounts/2/teams',
		]);
	});

	test('an account the token does not belong to answers 401 with a hint', async () => {
		const { error } = await bed.run(
			{ resource: 'team', operation: 'getAll', returnAll: true },
			[{}],
			{ token: CHAT_TOKENS.otherAccount },
		);
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toBe(
			'Chat answered 401 unauthorized: You are not authorized to access this account',
		);
		expect(error?.description).toMatch(/access token/);
	});

	test('without an Account ID anywhere, nothing is sent', async () => {
		const { error } = await bed.run(
			{ resource: 'team', operation: 'getAll', returnAll: true },
			[{}],
			{ accountId: '' },
		);
		expect(error?.message).toMatch(/^Account ID: is required/);
		expect(bed.requests()).toEqual([]);
	});
});

describe('Chat API errors', () => {
	test('a missing record answers 404; with Continue On Fail the item carries the error', async () => {
		const { items } = await bed.run({ resource: 'team', operation: 'get', teamId: '999' }, [{}], {
			continueOnFail: true,
		});
		expect(items[0].json).toMatchObject({
			error: 'Chat answered 404 not_found: team 999 not found',
			httpCode: '404',
		});
	});

	test('a failed POST is not retried; a failed GET is', async () => {
		const { conversation } = bed.seed();
		bed.sandbox.failNext('chat', 503, { method: 'POST' });
		const sent = await bed.run({
			resource: 'message',
			operation: 'send',
			conversationId: byId(conversation.id),
			content: 'once',
		});
		expect(sent.error?.httpCode).toBe('503');
		expect(bed.requests('POST')).toHaveLength(1);
		bed.sandbox.failNext('chat', 503, { method: 'GET' });
		const read = await bed.run({
			resource: 'conversation',
			operation: 'get',
			conversationId: byId(conversation.id),
		});
		expect(read.error).toBeUndefined();
		expect(bed.requests('GET').map((r) => r.status)).toEqual([503, 200]);
	});
});
