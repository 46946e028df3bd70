import type { IDataObject } from 'n8n-workflow';

import { signageTestbed } from './helpers';

const bed = signageTestbed();

const changes = (items: Array<{ json: IDataObject }>) =>
	items.map((i) => [i.json.id, i.json.previous_status, i.json.status]);
/** The last seen statuses the trigger keeps in its static data */
const known = (staticData: IDataObject) =>
	(staticData['node:Node'] as { changes: { values: IDataObject } }).changes.values;
const statusChanged = (fromStatus = '', toStatus = '') => ({
	event: 'screenStatusChanged',
	fromStatus,
	toStatus,
});

describe('Signage polling trigger', () => {
	test('status changes: the first poll records the statuses; each change after it is emitted once with the previous and new status, across pages', async () => {
		const screens = Array.from({ length: 230 }, (_, i) => bed.screen(`S${i}`));
		const first = await bed.poll(statusChanged());
		expect(first.items).toHaveLength(0);

		// Changes on the first, second and third page.
		bed.state().setStatus(screens[3].id, 'offline');
		bed.state().setStatus(screens[150].id, 'standby');
		bed.state().setStatus(screens[229].id, 'offline');
		const second = await bed.poll(statusChanged(), first.staticData);
		expect(changes(second.items)).toEqual([
			[screens[3].id, 'online', 'offline'],
			[screens[150].id, 'online', 'standby'],
			[screens[229].id, 'online', 'offline'],
		]);
		expect(second.items[0].json).toMatchObject({ name: 'S3', detected_at: expect.any(String) });
		expect(
			bed
				.requests('GET', '/screens')
				.slice(-3)
				.map((r) => r.query.page),
		).toEqual(['1', '2', '3']);

		const third = await bed.poll(statusChanged(), second.staticData);
		expect(third.items).toHaveLength(0);

		bed.state().setStatus(screens[3].id, 'online');
		const fourth = await bed.poll(statusChanged(), third.staticData);
		expect(changes(fourth.items)).toEqual([[screens[3].id, 'offline', 'online']]);
	});

	test('From / To filters: only online → offline is reported, and a change filtered out is not reported later either', async () => {
		const [a, b, c] = [bed.screen('A'), bed.screen('B'), bed.screen('C')];
		bed.state().setStatus(c.id, 'standby');
		const first = await bed.poll(statusChanged('online', 'offline'));
		bed.state().setStatus(a.id, 'offline');
		bed.state().setStatus(b.id, 'standby');
		bed.state().setStatus(c.id, 'offline');
		const second = await bed.poll(statusChanged('online', 'offline'), first.staticData);
		expect(changes(second.items)).toEqual([[a.id, 'online', 'offline']]);
		const anyToOffline = await bed.poll(statusChanged('', 'offline'), second.staticData);
		expect(anyToOffline.items).toHaveLength(0);
	});

	test('a screen hidden for one poll by a page shift still has its change reported when it shows again', async () => {
		const screens = Array.from({ length: 101 }, (_, i) => bed.screen(`S${i}`));
		const first = await bed.poll(statusChanged());
		const last = screens[100];
		bed.state().setStatus(last.id, 'offline');
		// As if the walk missed it: the next poll does not see it at all.
		bed.state().screens.delete(last.id);
		const second = await bed.poll(statusChanged(), first.staticData);
		expect(second.items).toHaveLength(0);
		bed.state().screens.set(last.id, last);
		const third = await bed.poll(statusChanged(), second.staticData);
		expect(changes(third.items)).toEqual([[last.id, 'online', 'offline']]);
	});

	test('a trigger whose last poll stored the screens before the shared status-change polling goes on from them', async () => {
		const [a, b] = [bed.screen('A'), bed.screen('B')];
		const saved = {
			'node:Node': { screens: { [a.id]: { status: 'online' }, [b.id]: { status: 'online' } } },
		};
		bed.state().setStatus(a.id, 'offline');
		const next = await bed.poll(statusChanged(), saved);
		expect(changes(next.items)).toEqual([[a.id, 'online', 'offline']]);
		expect(Object.keys(known(next.staticData)).sort()).toEqual([a.id, b.id].sort());
	});

	test('an unpaired screen is forgotten after two polls without it', async () => {
		const [a, b] = [bed.screen('A'), bed.screen('B')];
		let staticData = (await bed.poll(statusChanged())).staticData;
		bed.state().unpair(a.id);
		staticData = (await bed.poll(statusChanged(), staticData)).staticData;
		expect(Object.keys(known(staticData))).toHaveLength(2);
		staticData = (await bed.poll(statusChanged(), staticData)).staticData;
		expect(Object.keys(known(staticData))).toEqual([b.id]);
	});

	test('screen paired: each new screen once, oldest first, none for those already there', async () => {
		bed.screen('Existing');
		const first = await bed.poll({ event: 'screenPaired' });
		expect(first.items).toHaveLength(0);
		const x = bed
			.state()
			.pair({ pairing_code: bed.state().announceDevice(), name: 'X' }, '2026-01-02T00:00:00.000Z');
		const y = bed
			.state()
			.pair({ pairing_code: bed.state().announceDevice(), name: 'Y' }, '2026-01-01T00:00:00.000Z');
		const second = await bed.poll({ event: 'screenPaired' }, first.staticData);
		expect(second.items.map((i) => i.json.id)).toEqual([y.id, x.id]);
		const third = await bed.poll({ event: 'screenPaired' }, second.staticData);
		expect(third.items).toHaveLength(0);
	});

	test('a manual run shows an example without moving the position', async () => {
		const a = bed.screen('A');
		const b = bed.screen('B');
		bed.state().setStatus(a.id, 'offline');
		const manual = await bed.poll(statusChanged('', 'offline'), {}, 'manual');
		expect(manual.items.map((i) => [i.json.id, i.json.previous_status])).toEqual([[a.id, null]]);
		expect(manual.staticData['node:Node'] ?? {}).toEqual({});
		const paired = await bed.poll({ event: 'screenPaired' }, {}, 'manual');
		expect(paired.items.map((i) => i.json.id)).toEqual([expect.stringMatching(/^scr_/)]);
		expect([a.id, b.id]).toContain(paired.items[0].json.id);
	});
});
