import { SIGNAGE_TOKENS } from '../sandbox/signage';
import { byId, signageTestbed } from './helpers';

const bed = signageTestbed();

describe('Signage screens', () => {
	test('pair: the device showing the code becomes a screen, with group, orientation and location', async () => {
		const group = bed.state().saveGroup({ name: 'Lobby' });
		const code = bed.state().announceDevice('ABC123', '1920x1080');
		const { items, error } = await bed.run({
			resource: 'screen',
			operation: 'pair',
			pairing_code: ` ${code} `,
			name: 'Lobby left',
			additionalFields: {
				group_id: group.id,
				orientation: 'portrait',
				location_name: 'Main lobby',
				location_address: '1 Main Street',
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/screens')[0].body).toEqual({
			pairing_code: 'ABC123',
			name: 'Lobby left',
			group_id: group.id,
			orientation: 'portrait',
			location: { name: 'Main lobby', address: '1 Main Street' },
		});
		expect(items[0].json).toMatchObject({
			name: 'Lobby left',
			status: 'online',
			orientation: 'portrait',
			resolution: '1080x1920',
			group_id: group.id,
		});
		expect(bed.state().waiting.has('ABC123')).toBe(false);
		expect(bed.requests('POST', '/screens')[0].headers.authorization).toBe(
			`Bearer ${SIGNAGE_TOKENS.full}`,
		);
	});

	test('pair with a code no device shows: the API 404 as a NodeApiError with a hint; never retried', async () => {
		const { error } = await bed.run({
			resource: 'screen',
			operation: 'pair',
			pairing_code: 'NOPE00',
			name: 'X',
			additionalFields: {},
		});
		expect(error?.message).toBe(
			'Signage answered 404 pairing_code_not_found: No device shows the pairing code NOPE00',
		);
		expect(error?.description).toMatch(/pairing code/);
		expect(error?.httpCode).toBe('404');
		expect(bed.requests('POST', '/screens')).toHaveLength(1);
	});

	test('pair without the write scope: 403 naming the scopes', async () => {
		const code = bed.state().announceDevice();
		const { error } = await bed.run(
			{
				resource: 'screen',
				operation: 'pair',
				pairing_code: code,
				name: 'X',
				additionalFields: {},
			},
			undefined,
			{ token: SIGNAGE_TOKENS.readOnly },
		);
		expect(error?.message).toBe(
			'Signage answered 403 forbidden: The token lacks the permission grid:screens:write',
		);
		expect(error?.description).toContain('grid:screens:write');
	});

	test('pair checks the pairing code and name are given before any request', async () => {
		const blank = await bed.run({
			resource: 'screen',
			operation: 'pair',
			pairing_code: ' ',
			name: 'X',
			additionalFields: {},
		});
		expect(blank.error?.message).toBe('Pairing Code: is required (item 0)');
		const orientation = await bed.run({
			resource: 'screen',
			operation: 'pair',
			pairing_code: 'A',
			name: 'X',
			additionalFields: { orientation: 'upside' },
		});
		expect(orientation.error?.message).toBe(
			'Orientation: must be one of landscape, portrait (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('get many with status, group and name search across pages; Limit stops early; Simplify', async () => {
		const group = bed.state().saveGroup({ name: 'Cafeteria' });
		const screens = Array.from({ length: 130 }, (_, i) =>
			bed.screen(`Screen ${i}`, i % 2 ? { group_id: group.id } : {}),
		);
		for (const s of screens.slice(0, 40)) bed.state().setStatus(s.id, 'offline');
		const offline = await bed.run({
			resource: 'screen',
			operation: 'getAll',
			returnAll: true,
			filters: { status: 'offline' },
		});
		expect(offline.items).toHaveLength(40);
		const all = await bed.run({ resource: 'screen', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(130);
		expect(
			bed
				.requests('GET', '/screens')
				.slice(-2)
				.map((r) => [r.query.page, r.query.per_page]),
		).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		expect(Object.keys(all.items[0].json).sort()).toEqual([
			'current_playlist_id',
			'group_id',
			'id',
			'last_sync',
			'name',
			'orientation',
			'resolution',
			'status',
		]);
		bed.sandbox.clearLog();
		const grouped = await bed.run({
			resource: 'screen',
			operation: 'getAll',
			returnAll: false,
			limit: 7,
			filters: { group_id: group.id, search: 'screen 1' },
			simplify: false,
		});
		expect(grouped.items).toHaveLength(7);
		expect(
			grouped.items.every(
				(i) => i.json.group_id === group.id && String(i.json.name).startsWith('Screen 1'),
			),
		).toBe(true);
		expect(grouped.items[0].json).toHaveProperty('uptime_hours');
		expect(bed.requests('GET', '/screens').map((r) => r.query)).toEqual([
			{ group_id: group.id, search: 'screen 1', page: '1', per_page: '7' },
		]);
	});

	test('a status filter outside the documented states is refused before any request', async () => {
		const { error } = await bed.run({
			resource: 'screen',
			operation: 'getAll',
			returnAll: true,
			filters: { status: 'broken' },
		});
		expect(error?.message).toBe('Status: must be one of offline, online, standby (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('get and update (name, orientation, volume, brightness); volume and brightness are checked as 0-100', async () => {
		const screen = bed.screen('Old name');
		const got = await bed.run({ resource: 'screen', operation: 'get', screenId: byId(screen.id) });
		expect(got.items[0].json).toMatchObject({ id: screen.id, name: 'Old name', status: 'online' });
		const updated = await bed.run({
			resource: 'screen',
			operation: 'update',
			screenId: byId(screen.id),
			updateFields: { name: 'New', orientation: 'portrait', volume: 0, brightness: 100 },
		});
		expect(bed.requests('PATCH', '/screens/{screen_id}')[0].body).toEqual({
			name: 'New',
			orientation: 'portrait',
			volume: 0,
			brightness: 100,
		});
		expect(updated.items[0].json).toMatchObject({
			name: 'New',
			orientation: 'portrait',
			resolution: '1080x1920',
			volume: 0,
			brightness: 100,
		});
		const loud = await bed.run({
			resource: 'screen',
			operation: 'update',
			screenId: byId(screen.id),
			updateFields: { volume: 101 },
		});
		expect(loud.error?.message).toBe('Volume: must be a whole number from 0 to 100 (item 0)');
		const dim = await bed.run({
			resource: 'screen',
			operation: 'update',
			screenId: byId(screen.id),
			updateFields: { brightness: 12.5 },
		});
		expect(dim.error?.message).toBe('Brightness: must be a whole number from 0 to 100 (item 0)');
		expect(bed.requests('PATCH')).toHaveLength(1);
	});

	test('get of an unknown screen: 404 with its hint', async () => {
		const { error } = await bed.run({
			resource: 'screen',
			operation: 'get',
			screenId: byId('scr_missing'),
		});
		expect([error?.httpCode, error?.message]).toEqual([
			'404',
			'Signage answered 404 not_found: screen scr_missing not found',
		]);
		expect(error?.description).toMatch(/^Check the ID/);
	});

	test('remote actions with a reason, each of the five', async () => {
		const screen = bed.screen();
		for (const action of [
			'restart_app',
			'restart_device',
			'screenshot',
			'force_sync',
			'clear_cache',
		]) {
			const { items, error } = await bed.run({
				resource: 'screen',
				operation: 'runAction',
				screenId: byId(screen.id),
				remoteAction: action,
				reason: 'Frozen picture',
			});
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({
				screen_id: screen.id,
				action,
				reason: 'Frozen picture',
				status: 'queued',
			});
		}
		expect(bed.requests('POST', '/screens/{screen_id}/actions').map((r) => r.body.action)).toEqual([
			'restart_app',
			'restart_device',
			'screenshot',
			'force_sync',
			'clear_cache',
		]);
		const unknown = await bed.run({
			resource: 'screen',
			operation: 'runAction',
			screenId: byId(screen.id),
			remoteAction: '={{"self_destruct"}}',
		});
		expect(unknown.error?.message).toBe(
			'Action (remoteAction): must be one of clear_cache, force_sync, restart_app, restart_device, screenshot (item 0)',
		);
		const noReason = await bed.run({
			resource: 'screen',
			operation: 'runAction',
			screenId: byId(screen.id),
			remoteAction: 'screenshot',
		});
		expect(bed.requests('POST', '/screens/{screen_id}/actions').at(-1)!.body).toEqual({
			action: 'screenshot',
		});
		expect(noReason.items[0].json.screenshot_url).toMatch(/^https:/);
	});

	test('unpair: the screen, its schedules and its analytics go; the device shows a pairing code again', async () => {
		const screen = bed.screen('Going');
		const image = bed.media();
		const playlist = bed
			.state()
			.savePlaylist({ name: 'P', items: [{ media_id: image.id, duration: 5 }] });
		const schedule = bed.state().saveSchedule({
			name: 'S',
			screen_ids: [screen.id],
			rules: [
				{ days: ['monday'], time_start: '08:00', time_end: '09:00', playlist_id: playlist.id },
			],
		});
		bed.state().recordPlay({ screen_id: screen.id, media_id: image.id, seconds: 5 });
		const { items, error } = await bed.run({
			resource: 'screen',
			operation: 'unpair',
			screenId: byId(screen.id),
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: screen.id, deleted: true });
		expect([
			bed.state().screens.has(screen.id),
			schedule.screen_ids,
			bed.state().plays,
			bed.state().waiting.size,
		]).toEqual([false, [], [], 1]);
	});
});
