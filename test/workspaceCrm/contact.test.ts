import { byId, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

describe('Workspace CRM contact', () => {
	test('create sends the fields and the bearer token, and returns the contact', async () => {
		const { items, error } = await bed.run({
			resource: 'contact',
			operation: 'create',
			firstName: 'Ada',
			lastName: 'Lovelace',
			additionalFields: { email: 'ada@example.com', tagIds: 'tag_vip, tag_lead', score: 80 },
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', score: 80, ownerId: 'u1' });
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const [request] = bed.sandbox.requestsTo('workspace_crm', 'POST', '/contacts');
		expect(request.headers.authorization).toBe('Bearer wcrm-full-token');
		expect(request.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', tagIds: ['tag_vip', 'tag_lead'], score: 80 });
		expect(bed.state().contacts.size).toBe(1);
	});

	test('get returns the stored contact', async () => {
		const [seeded] = bed.state().seedContacts(1);
		const { items } = await bed.run({ resource: 'contact', operation: 'get', contactId: byId(seeded.id), simplify: false });
		expect(items[0].json).toMatchObject({ id: seeded.id, firstName: 'Seed0', tags: [] });
	});
});
