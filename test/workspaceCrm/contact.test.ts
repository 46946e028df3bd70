import type { INodeParameters } from 'n8n-workflow';

import { TestCredentialsHelper } from '../harness/credentials';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { byId, describeRefusedBeforeAnyRequest, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();
const contact = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'contact',
	operation,
	...extra,
});
const long = (n: number) => 'x'.repeat(n);

/** Each documented rule: the node names field, rule and item, and sends nothing. */
const cases: Array<[string, INodeParameters, RegExp]> = [
	// Empty literals never get here (n8n itself refuses them); empty expression results do.
	[
		'first name required',
		{ resource: 'contact', operation: 'create', firstName: '={{ "" }}', lastName: 'L' },
		/^First Name: is required \(item 0\)$/,
	],
	[
		'last name required',
		{ resource: 'contact', operation: 'create', firstName: 'F', lastName: '  ' },
		/^Last Name: is required \(item 0\)$/,
	],
	[
		'first name at most 100',
		{ resource: 'contact', operation: 'create', firstName: long(101), lastName: 'L' },
		/^First Name: must be at most 100 characters/,
	],
	[
		'last name at most 100',
		{ resource: 'contact', operation: 'create', firstName: 'F', lastName: long(101) },
		/^Last Name: must be at most 100 characters/,
	],
	[
		'contact e-mail format',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { email: 'not-an-email' },
		},
		/^Email: must be a valid e-mail address/,
	],
	[
		'score 0-100',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { score: 101 },
		},
		/^Score: must be a whole number from 0 to 100/,
	],
	[
		'score whole',
		{
			resource: 'contact',
			operation: 'update',
			contactId: byId('c1'),
			updateFields: { score: 5.5 },
		},
		/^Score: must be a whole number from 0 to 100/,
	],
	[
		'limit at least 1',
		{ resource: 'contact', operation: 'getAll', returnAll: false, limit: 0 },
		/^Limit: must be a whole number from 1 to 100/,
	],
	[
		'created after is a date',
		{ resource: 'contact', operation: 'getAll', filters: { created_after: 'yesterday' } },
		/^Created After: must be an ISO 8601 date/,
	],
	[
		'created after not after created before',
		{
			resource: 'contact',
			operation: 'getAll',
			filters: {
				created_after: '2026-03-02T00:00:00Z',
				created_before: '2026-03-01T00:00:00Z',
			},
		},
		/^Created After: must not be after Created Before/,
	],
	[
		'custom data JSON is an object',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { customDataJson: '[1,2]' },
		},
		/^Custom Data \(JSON\): must be a JSON object/,
	],
	[
		'custom data JSON parses',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { customDataJson: '{bad' },
		},
		/^Custom Data \(JSON\): must be valid JSON/,
	],
	[
		'sort field the API sorts by',
		{ resource: 'contact', operation: 'getAll', sort: { sort: '={{ "nickname" }}' } },
		/^Sort: must be one of created_at, email, first_name, last_name, score, updated_at/,
	],
	[
		'custom data key required',
		{
			resource: 'contact',
			operation: 'create',
			firstName: 'F',
			lastName: 'L',
			additionalFields: { customData: { values: [{ key: '', value: 'x' }] } },
		},
		/^Custom Data › Key: is required \(item 0\)$/,
	],
	[
		'record id required',
		{ resource: 'contact', operation: 'get', contactId: byId('={{ "" }}') },
		/^Contact \(contactId\): is required/,
	],
];

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

describe('Workspace CRM Get Many', () => {
	test('Return All walks every cursor page at the largest page size', async () => {
		bed.state().seedContacts(250);
		const { items } = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(items).toHaveLength(250);
		expect(new Set(items.map((i) => i.json.id)).size).toBe(250);
		const pages = bed.requests('GET', '/contacts');
		expect(pages.map((r) => r.query.limit)).toEqual(['100', '100', '100']);
		expect(pages[0].query.cursor).toBeUndefined();
		expect(pages[1].query.cursor).toBeTruthy();
		expect(items.every((i) => i.pairedItem && (i.pairedItem as { item: number }).item === 0)).toBe(
			true,
		);
	});

	test('Simplify keeps the summary fields of every record by default; off, each record comes whole', async () => {
		bed.state().seedContacts(150, { customData: { segment: 'x' } });
		const simple = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(simple.items).toHaveLength(150);
		for (const { json } of simple.items) {
			expect(json).toHaveProperty('firstName');
			expect(json).not.toHaveProperty('customData');
		}
		const whole = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			simplify: false,
		});
		expect(whole.items.map((i) => i.json.customData)).toEqual(Array(150).fill({ segment: 'x' }));
	});

	test('Limit returns exactly that many with a single request of that size', async () => {
		bed.state().seedContacts(120);
		const { items } = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: false,
			limit: 37,
		});
		expect(items).toHaveLength(37);
		expect(bed.requests('GET', '/contacts').map((r) => r.query.limit)).toEqual(['37']);
	});

	test('each contact filter and the sort reach the API under their documented names', async () => {
		const state = bed.state();
		state.seedContacts(2, { ownerId: 'u2', sourceId: 'src_ref' });
		const target = state.insert(
			'contact',
			{
				firstName: 'Zed',
				lastName: 'Zulu',
				email: 'zed@zulu.io',
				ownerId: 'u2',
				sourceId: 'src_ref',
				score: 9,
			},
			'u1',
		);
		state.seedContacts(2);
		const { items } = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: {
				search: 'zulu',
				owner_id: 'u2',
				source: 'referral',
				created_after: '2000-01-01T00:00:00Z',
				created_before: '2999-01-01T00:00:00Z',
			},
			sort: { sort: 'score', order: 'asc' },
		});
		expect(items.map((i) => i.json.id)).toEqual([target.id]);
		expect(bed.requests('GET', '/contacts')[0].query).toMatchObject({
			search: 'zulu',
			owner_id: 'u2',
			source: 'referral',
			created_after: '2000-01-01T00:00:00.000Z',
			created_before: '2999-01-01T00:00:00.000Z',
			sort: 'score',
			order: 'asc',
		});
	});

	test('created after/before narrow by creation time', async () => {
		const state = bed.state();
		const old = state.insert('contact', { firstName: 'Old', lastName: 'One' }, 'u1');
		old.createdAt = '2020-01-01T00:00:00.000Z';
		const recent = state.insert('contact', { firstName: 'New', lastName: 'One' }, 'u1');
		const after = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { created_after: '2021-01-01' },
		});
		expect(after.items.map((i) => i.json.id)).toEqual([recent.id]);
		const before = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { created_before: '2021-01-01' },
		});
		expect(before.items.map((i) => i.json.id)).toEqual([old.id]);
	});

	test('sort orders the contacts as asked', async () => {
		const state = bed.state();
		for (const [firstName, score] of [
			['Bea', 50],
			['Al', 90],
			['Cy', 10],
		] as const) {
			state.insert('contact', { firstName, lastName: 'X', score }, 'u1');
		}
		const byName = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			sort: { sort: 'first_name', order: 'asc' },
		});
		expect(byName.items.map((i) => i.json.firstName)).toEqual(['Al', 'Bea', 'Cy']);
		const byScore = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			sort: { sort: 'score', order: 'desc' },
		});
		expect(byScore.items.map((i) => i.json.score)).toEqual([90, 50, 10]);
	});
});

describeRefusedBeforeAnyRequest(bed, cases);
