import { TestCredentialsHelper } from '../harness/credentials';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { byId, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();
const contact = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'contact',
	operation,
	...extra,
});

describe('Workspace CRM contact', () => {
	test('create sends every documented field with the bearer token and returns the contact', async () => {
		const company = bed.state().insert('company', { name: 'Acme' }, 'u1');
		const { items, error } = await bed.run(
			contact('create', {
				firstName: 'Ada',
				lastName: 'Lovelace',
				additionalFields: {
					email: 'ada@example.com',
					phone: '+44 20 1234',
					mobile: '+44 77 5678',
					companyId: company.id,
					position: 'Analyst',
					sourceId: 'src_web',
					ownerId: 'u2',
					score: 80,
					tagIds: 'tag_vip, tag_lead',
					customData: { values: [{ key: 'segment', value: 'enterprise' }] },
					customDataJson: '{"budget": 5000, "segment": "smb"}',
					addressCountryId: 1,
					addressStateId: 10,
					addressCityId: 100,
				},
			}),
		);
		expect(error).toBeUndefined();
		const [request] = bed.requests('POST', '/contacts');
		expect(request.headers.authorization).toBe('Bearer wcrm-full-token');
		expect(request.body).toEqual({
			firstName: 'Ada',
			lastName: 'Lovelace',
			email: 'ada@example.com',
			phone: '+44 20 1234',
			mobile: '+44 77 5678',
			companyId: company.id,
			position: 'Analyst',
			sourceId: 'src_web',
			ownerId: 'u2',
			score: 80,
			tagIds: ['tag_vip', 'tag_lead'],
			customData: { budget: 5000, segment: 'enterprise' },
			addressCountryId: 1,
			addressStateId: 10,
			addressCityId: 100,
		});
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json).toMatchObject({
			firstName: 'Ada',
			companyName: 'Acme',
			sourceName: 'Website',
			ownerName: 'Luis Vega',
			addressCityName: 'Guadalajara',
			tags: [
				expect.objectContaining({ id: 'tag_vip', label: 'VIP' }),
				expect.objectContaining({ id: 'tag_lead' }),
			],
		});
		expect(bed.state().contacts.size).toBe(1);
	});

	test('one item in, one contact per item out, each paired with its input', async () => {
		const { items } = await bed.run(
			contact('create', { firstName: '={{ $json.first }}', lastName: '={{ $json.last }}' }),
			[
				{ first: 'A', last: 'One' },
				{ first: 'B', last: 'Two' },
				{ first: 'C', last: 'Three' },
			],
		);
		expect(items.map((i) => [i.json.firstName, i.pairedItem])).toEqual([
			['A', { item: 0 }],
			['B', { item: 1 }],
			['C', { item: 2 }],
		]);
	});

	test('the credential is read once per run, and every request still carries the token', async () => {
		const reads = jest.spyOn(TestCredentialsHelper.prototype, 'getDecrypted');
		try {
			const { items } = await bed.run(
				contact('create', { firstName: '={{ $json.first }}', lastName: 'L' }),
				[{ first: 'A' }, { first: 'B' }, { first: 'C' }],
			);
			expect(items).toHaveLength(3);
			expect(reads).toHaveBeenCalledTimes(1);
			expect(bed.requests('POST', '/contacts').map((r) => r.headers.authorization)).toEqual(
				Array(3).fill(`Bearer ${WORKSPACE_CRM_TOKENS.full}`),
			);
		} finally {
			reads.mockRestore();
		}
	});

	test('get returns the contact, simplified by default and whole on request', async () => {
		const [seeded] = bed.state().seedContacts(1, { customData: { segment: 'x' } });
		const simple = await bed.run(contact('get', { contactId: byId(seeded.id) }));
		expect(simple.items[0].json).toMatchObject({
			id: seeded.id,
			firstName: 'Seed0',
			email: 'seed0@example.com',
		});
		expect(simple.items[0].json).not.toHaveProperty('customData');
		const raw = await bed.run(contact('get', { contactId: byId(seeded.id), simplify: false }));
		expect(raw.items[0].json).toMatchObject({
			id: seeded.id,
			customData: { segment: 'x' },
			tags: [],
		});
	});

	test('update sends only the fields the user set and keeps the others', async () => {
		const [seeded] = bed.state().seedContacts(1, { phone: '+1 555', position: 'CTO' });
		const { items } = await bed.run(
			contact('update', {
				contactId: byId(seeded.id),
				updateFields: { position: 'CEO', tagIds: 'tag_vip' },
			}),
		);
		expect(bed.requests('PUT', '/contacts/{id}')[0].body).toEqual({
			position: 'CEO',
			tagIds: ['tag_vip'],
		});
		expect(items[0].json).toMatchObject({ position: 'CEO', phone: '+1 555', firstName: 'Seed0' });
	});

	test('update with nothing to change is refused before any request', async () => {
		const [seeded] = bed.state().seedContacts(1);
		const { error } = await bed.run(
			contact('update', { contactId: byId(seeded.id), updateFields: {} }),
		);
		expect(error?.message).toMatch(/Update Fields: set at least one field to update \(item 0\)/);
		expect(bed.requests()).toHaveLength(0);
	});

	test('delete soft-deletes: the contact is gone from reads but kept in the store', async () => {
		const [seeded] = bed.state().seedContacts(1);
		const { items } = await bed.run(contact('delete', { contactId: byId(seeded.id) }));
		expect(items[0].json).toEqual({ id: seeded.id, deleted: true });
		expect(bed.state().contacts.get(seeded.id)?.deleted).toBe(true);
		const { error } = await bed.run(contact('get', { contactId: byId(seeded.id) }));
		expect(error?.httpCode).toBe('404');
	});

	test('a token limited to contacts:read:own sees only its own contacts', async () => {
		bed.state().seedContacts(3, { ownerId: 'u1' });
		const mine = bed.state().seedContacts(2, { ownerId: 'u2' });
		const { items } = await bed.run(contact('getAll', { returnAll: true }), undefined, {
			token: WORKSPACE_CRM_TOKENS.own,
		});
		expect(items.map((i) => i.json.id).sort()).toEqual(mine.map((c) => c.id).sort());
	});
});
