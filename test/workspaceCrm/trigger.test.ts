import type { IDataObject } from 'n8n-workflow';

import { workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

const ids = (items: Array<{ json: IDataObject }>) => items.map((i) => i.json.id);

describe('Workspace CRM polling trigger', () => {
	test('new contacts: the first poll marks the start, later polls emit each new contact once, across pages', async () => {
		const state = bed.state();
		state.seedContacts(5);
		const first = await bed.poll({ resource: 'contact', event: 'created' });
		expect(first.items).toHaveLength(0);

		const created = state.seedContacts(130, { firstName: 'Later' });
		const second = await bed.poll({ resource: 'contact', event: 'created' }, first.staticData);
		expect(ids(second.items).sort()).toEqual(created.map((c) => c.id).sort());
		expect(second.items).toHaveLength(130);
		expect(
			bed.requests('GET', '/contacts').filter((r) => r.query.sort === 'created_at').length,
		).toBeGreaterThanOrEqual(3);

		const third = await bed.poll({ resource: 'contact', event: 'created' }, second.staticData);
		expect(third.items).toHaveLength(0);

		const one = state.insert('contact', { firstName: 'One', lastName: 'More' }, 'u1');
		const fourth = await bed.poll({ resource: 'contact', event: 'created' }, third.staticData);
		expect(ids(fourth.items)).toEqual([one.id]);
	});

	test('created or updated: a change is emitted once, a new record once, nothing twice', async () => {
		const state = bed.state();
		const [a, b] = state.seedContacts(2);
		const first = await bed.poll({ resource: 'contact', event: 'createdOrUpdated' });
		expect(first.items).toHaveLength(0);

		Object.assign(state.contacts.get(a.id)!, { position: 'Changed', updatedAt: state.now() });
		const c = state.insert('contact', { firstName: 'C', lastName: 'New' }, 'u1');
		const second = await bed.poll(
			{ resource: 'contact', event: 'createdOrUpdated' },
			first.staticData,
		);
		expect(ids(second.items).sort()).toEqual([a.id, c.id].sort());
		expect(second.items.find((i) => i.json.id === a.id)?.json.position).toBe('Changed');

		const third = await bed.poll(
			{ resource: 'contact', event: 'createdOrUpdated' },
			second.staticData,
		);
		expect(third.items).toHaveLength(0);

		Object.assign(state.contacts.get(b.id)!, { position: 'Now', updatedAt: state.now() });
		const fourth = await bed.poll(
			{ resource: 'contact', event: 'createdOrUpdated' },
			third.staticData,
		);
		expect(ids(fourth.items)).toEqual([b.id]);
	});

	test('records sharing the watermark timestamp are emitted once each', async () => {
		const state = bed.state();
		const stamp = '2026-01-01T00:00:00.000Z';
		const early = state.insert('company', { name: 'Early' }, 'u1');
		early.createdAt = stamp;
		const first = await bed.poll({ resource: 'company', event: 'created' });
		const tie = state.insert('company', { name: 'Tie' }, 'u1');
		tie.createdAt = stamp;
		const second = await bed.poll({ resource: 'company', event: 'created' }, first.staticData);
		expect(ids(second.items)).toEqual([tie.id]);
		const third = await bed.poll({ resource: 'company', event: 'created' }, second.staticData);
		expect(third.items).toHaveLength(0);
	});

	test('a manual run shows the newest record without moving the position', async () => {
		const [older, newest] = bed.state().seedContacts(2);
		older.createdAt = '2020-01-01T00:00:00.000Z';
		const { items } = await bed.poll({ resource: 'contact', event: 'created' }, {}, 'manual');
		expect(ids(items)).toEqual([newest.id]);
	});

	test('changing what is watched starts over', async () => {
		bed.state().seedContacts(1);
		const first = await bed.poll({ resource: 'contact', event: 'created' });
		bed.state().insert('company', { name: 'Fresh' }, 'u1');
		const switched = await bed.poll({ resource: 'company', event: 'created' }, first.staticData);
		expect(switched.items).toHaveLength(0);
	});
});
