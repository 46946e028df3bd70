import { A, chatTestbed } from './helpers';

const bed = chatTestbed();

describe('Chat pickers', () => {
	test('inboxes, agents, teams and labels from the API', async () => {
		bed.seed();
		expect(await bed.loadOptions('getInboxes')).toEqual([
			{ name: 'Web (WebWidget)', value: expect.any(String) },
		]);
		expect(await bed.loadOptions('getAgents')).toEqual([
			{ name: 'Ana Agent · ana@support.example', value: '1' },
		]);
		expect(await bed.loadOptions('getTeams')).toEqual([
			{ name: 'Billing', value: expect.any(String) },
		]);
		expect(await bed.loadOptions('getLabels')).toEqual([{ name: 'billing', value: 'billing' }]);
	});

	test('the pickers read the Account ID set on the node', async () => {
		bed.state().addTeam({ name: 'Second account team' }, 2);
		expect(await bed.loadOptions('getTeams', { accountId: '2' })).toEqual([
			{ name: 'Second account team', value: expect.any(String) },
		]);
		expect(bed.requests('GET', `${A}/teams`)[0].path).toBe('/accounts/2/teams');
	});

	test('contacts and conversations: listed page by page, searched by the API when the user types', async () => {
		const { contact, conversation } = bed.seed();
		bed.state().addContact({ name: 'Bruno Díaz', email: 'bruno@example.com' });
		const listed = await bed.listSearch('searchContacts');
		expect(listed.results.map((r) => r.name)).toEqual([
			'Bruno Díaz · bruno@example.com · #' + String(contact.id + 2),
			`Lucía Romero · lucia@example.com · #${contact.id}`,
		]);
		const searched = await bed.listSearch('searchContacts', 'lucia');
		expect(searched.results).toEqual([
			{ name: `Lucía Romero · lucia@example.com · #${contact.id}`, value: String(contact.id) },
		]);
		expect(bed.requests('GET', `${A}/contacts/search`)[0].query.q).toBe('lucia');
		const conversations = await bed.listSearch('searchConversations', 'romero');
		expect(conversations.results).toEqual([
			{ name: `#${conversation.id} · Lucía Romero`, value: String(conversation.id) },
		]);
	});
});
