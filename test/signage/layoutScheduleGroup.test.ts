import { byId, signageTestbed } from './helpers';

const bed = signageTestbed();

const zone = (fields: Record<string, unknown> = {}) => ({
	id: 'main',
	x: '0',
	y: '0',
	width: '50%',
	height: '100%',
	content_type: 'playlist',
	content_id: 'pls_1',
	...fields,
});
const rule = (fields: Record<string, unknown> = {}) => ({
	days: ['monday', 'friday'],
	time_start: '08:00',
	time_end: '18:30',
	playlist_id: 'pls_x',
	...fields,
});

describe('Signage layouts', () => {
	test('create: zone coordinates go as numbers or percentage strings; get, get many, update, delete', async () => {
		const { items, error } = await bed.run({
			resource: 'layout',
			operation: 'create',
			name: 'Split',
			resolution: '1920x1080',
			zones: {
				zone: [
					zone(),
					zone({
						id: 'side',
						x: '960',
						y: '12.5',
						width: '50%',
						height: '100%',
						content_type: 'media',
						content_id: 'med_1',
					}),
				],
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/layouts')[0].body).toEqual({
			name: 'Split',
			resolution: '1920x1080',
			zones: [
				{
					id: 'main',
					x: 0,
					y: 0,
					width: '50%',
					height: '100%',
					content_type: 'playlist',
					content_id: 'pls_1',
				},
				{
					id: 'side',
					x: 960,
					y: 12.5,
					width: '50%',
					height: '100%',
					content_type: 'media',
					content_id: 'med_1',
				},
			],
		});
		const id = String(items[0].json.id);
		expect(
			(await bed.run({ resource: 'layout', operation: 'get', layoutId: byId(id) })).items[0].json,
		).toMatchObject({ id, name: 'Split' });
		bed.state().saveLayout({ name: 'Full', resolution: '1080x1920' });
		expect(
			(
				await bed.run({ resource: 'layout', operation: 'getAll', returnAll: false, limit: 1 })
			).items.map((i) => i.json.id),
		).toEqual([id]);
		expect(
			(await bed.run({ resource: 'layout', operation: 'getAll', returnAll: true })).items,
		).toHaveLength(2);
		const updated = await bed.run({
			resource: 'layout',
			operation: 'update',
			layoutId: byId(id),
			updateFields: { resolution: '3840x2160' },
		});
		expect(bed.requests('PATCH', '/layouts/{layout_id}')[0].body).toEqual({
			resolution: '3840x2160',
		});
		expect(updated.items[0].json).toMatchObject({ resolution: '3840x2160', name: 'Split' });
		expect(
			(await bed.run({ resource: 'layout', operation: 'delete', layoutId: byId(id) })).items[0]
				.json,
		).toEqual({ id, deleted: true });
		expect(bed.state().layouts.has(id)).toBe(false);
	});

	test('checked before any request: resolution as WxH, coordinates as numbers or 0-100%', async () => {
		const create = (resolution: string, zones: unknown[]) =>
			bed.run({
				resource: 'layout',
				operation: 'create',
				name: 'L',
				resolution,
				zones: { zone: zones },
			});
		expect((await create('1920*1080', [])).error?.message).toBe(
			'Resolution: must be width x height in pixels, e.g. 1920x1080 (item 0)',
		);
		expect((await create('0x1080', [])).error?.message).toBe(
			'Resolution: must be width x height in pixels, e.g. 1920x1080 (item 0)',
		);
		const rule = 'must be a number, e.g. 640, or a percentage from 0% to 100%, e.g. 50% (item 0)';
		expect((await create('1920x1080', [zone({ width: '120%' })])).error?.message).toBe(
			`Zones › Width (zones[0].width): ${rule}`,
		);
		expect((await create('1920x1080', [zone(), zone({ x: '-5' })])).error?.message).toBe(
			`Zones › X (zones[1].x): ${rule}`,
		);
		expect((await create('1920x1080', [zone({ height: 'half' })])).error?.message).toBe(
			`Zones › Height (zones[0].height): ${rule}`,
		);
		expect((await create('1920x1080', [zone({ y: '' })])).error?.message).toBe(
			`Zones › Y (zones[0].y): ${rule}`,
		);
		expect(bed.requests()).toHaveLength(0);
	});
});

describe('Signage schedules', () => {
	test('create with screens, priority, rules of weekdays and HH:MM times, a date range and active; get, update, delete', async () => {
		const image = bed.media();
		const playlist = bed
			.state()
			.savePlaylist({ name: 'P', items: [{ media_id: image.id, duration: 5 }] });
		const [a, b] = [bed.screen('A'), bed.screen('B')];
		const { items, error } = await bed.run({
			resource: 'schedule',
			operation: 'create',
			name: 'Weekdays',
			screen_ids: [a.id, b.id],
			rules: { rule: [rule({ playlist_id: playlist.id })] },
			additionalFields: {
				priority: 2,
				date_start: '2026-12-01T00:00:00',
				date_end: '2026-12-31',
				active: false,
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/schedules')[0].body).toEqual({
			name: 'Weekdays',
			screen_ids: [a.id, b.id],
			priority: 2,
			active: false,
			date_range: { start: '2026-12-01', end: '2026-12-31' },
			rules: [
				{
					days: ['monday', 'friday'],
					time_start: '08:00',
					time_end: '18:30',
					playlist_id: playlist.id,
				},
			],
		});
		const id = String(items[0].json.id);
		expect(
			(await bed.run({ resource: 'schedule', operation: 'get', scheduleId: byId(id) })).items[0]
				.json,
		).toMatchObject({ id, priority: 2 });
		const updated = await bed.run({
			resource: 'schedule',
			operation: 'update',
			scheduleId: byId(id),
			updateFields: { active: true, date_end: '2027-01-15' },
		});
		expect(bed.requests('PATCH', '/schedules/{schedule_id}')[0].body).toEqual({
			active: true,
			date_range: { end: '2027-01-15' },
		});
		expect(updated.items[0].json).toMatchObject({
			active: true,
			date_range: { start: '2026-12-01', end: '2027-01-15' },
		});
		expect(
			(await bed.run({ resource: 'schedule', operation: 'delete', scheduleId: byId(id) })).items[0]
				.json,
		).toEqual({ id, deleted: true });
		expect(bed.state().schedules.size).toBe(0);
	});

	test('checked before any request: HH:MM, end after start, lowercase weekday names, a playlist, a date range in order', async () => {
		const create = (rules: unknown[], additionalFields: Record<string, unknown> = {}) =>
			bed.run({
				resource: 'schedule',
				operation: 'create',
				name: 'S',
				rules: { rule: rules },
				additionalFields,
			});
		const hhmm = 'must be a time as HH:MM, 00:00 to 23:59 (item 0)';
		expect((await create([rule({ time_start: '8:00' })])).error?.message).toBe(
			`Rules › Start Time (rules[0].time_start): ${hhmm}`,
		);
		expect((await create([rule({ time_end: '24:00' })])).error?.message).toBe(
			`Rules › End Time (rules[0].time_end): ${hhmm}`,
		);
		expect((await create([rule({ time_start: '18:00', time_end: '09:00' })])).error?.message).toBe(
			'Rules › End Time (rules[0].time_end): must be after the start time 18:00 (item 0)',
		);
		expect((await create([rule({ time_start: '09:00', time_end: '09:00' })])).error?.message).toBe(
			'Rules › End Time (rules[0].time_end): must be after the start time 09:00 (item 0)',
		);
		expect((await create([rule(), rule({ days: '={{["Monday"]}}' })])).error?.message).toBe(
			'Rules › Days (rules[1].days): must be lowercase English weekday names (monday, tuesday, wednesday, thursday, friday, saturday, sunday); got "Monday" (item 0)',
		);
		expect((await create([rule({ days: [] })])).error?.message).toBe(
			'Rules › Days (rules[0].days): pick at least one day (item 0)',
		);
		expect((await create([rule({ playlist_id: '' })])).error?.message).toBe(
			'Rules › Playlist Name or ID (rules[0].playlist_id): is required (item 0)',
		);
		expect((await create([])).error?.message).toBe('Rules: add at least one rule (item 0)');
		expect(
			(await create([rule()], { date_start: '2026-05-02', date_end: '2026-05-01' })).error?.message,
		).toBe('End Date (date_end): must not be before the start date (item 0)');
		expect((await create([rule()], { priority: 1.5 })).error?.message).toMatch(
			/^Priority: must be a whole number/,
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('get many by screen, group, active and period', async () => {
		const image = bed.media();
		const playlist = bed
			.state()
			.savePlaylist({ name: 'P', items: [{ media_id: image.id, duration: 5 }] });
		const group = bed.state().saveGroup({ name: 'G' });
		const [a, b] = [bed.screen('A', { group_id: group.id }), bed.screen('B')];
		const base = { rules: [rule({ playlist_id: playlist.id })] };
		const s1 = bed.state().saveSchedule({
			...base,
			name: 'Dec',
			screen_ids: [a.id],
			date_range: { start: '2026-12-01', end: '2026-12-31' },
		});
		const s2 = bed
			.state()
			.saveSchedule({ ...base, name: 'Off', screen_ids: [b.id], active: false });
		const s3 = bed.state().saveSchedule({
			...base,
			name: 'Jan',
			screen_ids: [b.id],
			date_range: { start: '2027-01-01', end: '2027-01-31' },
		});
		const ids = async (filters: Record<string, unknown>) =>
			(
				await bed.run({ resource: 'schedule', operation: 'getAll', returnAll: true, filters })
			).items.map((i) => i.json.id);
		expect(await ids({ screen_id: b.id })).toEqual([s2.id, s3.id]);
		expect(await ids({ group_id: group.id })).toEqual([s1.id]);
		expect(await ids({ active: false })).toEqual([s2.id]);
		expect(
			await ids({ active: true, from: '2027-01-10T00:00:00Z', to: '2027-02-01T00:00:00Z' }),
		).toEqual([s3.id]);
		expect(bed.requests('GET', '/schedules').at(-1)!.query).toMatchObject({
			active: 'true',
			from: '2027-01-10T00:00:00.000Z',
			to: '2027-02-01T00:00:00.000Z',
		});
		const reversed = await bed.run({
			resource: 'schedule',
			operation: 'getAll',
			returnAll: true,
			filters: { from: '2027-02-01', to: '2027-01-01' },
		});
		expect(reversed.error?.message).toBe('From: must not be after To (item 0)');
	});

	test('a rule naming an unknown playlist: the API 422 with its details', async () => {
		const { error } = await bed.run({
			resource: 'schedule',
			operation: 'create',
			name: 'S',
			rules: { rule: [rule({ playlist_id: 'pls_nope' })] },
		});
		expect(error?.message).toBe(
			'Signage answered 422 validation_error: playlist_id: unknown playlist pls_nope',
		);
	});
});

describe('Signage groups', () => {
	test('create with screens, get, get many, update (an empty screen list empties the group), delete', async () => {
		const [a, b] = [bed.screen('A'), bed.screen('B')];
		const { items, error } = await bed.run({
			resource: 'group',
			operation: 'create',
			name: 'Lobby',
			additionalFields: { description: 'Entrance', screen_ids: [a.id, b.id] },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/groups')[0].body).toEqual({
			name: 'Lobby',
			description: 'Entrance',
			screen_ids: [a.id, b.id],
		});
		const id = String(items[0].json.id);
		expect(a.group_id).toBe(id);
		expect(
			(await bed.run({ resource: 'group', operation: 'get', groupId: byId(id) })).items[0].json,
		).toMatchObject({ name: 'Lobby', screen_ids: [a.id, b.id] });
		bed.state().saveGroup({ name: 'Other' });
		expect(
			(await bed.run({ resource: 'group', operation: 'getAll', returnAll: true })).items.map(
				(i) => i.json.name,
			),
		).toEqual(['Lobby', 'Other']);
		await bed.run({
			resource: 'group',
			operation: 'update',
			groupId: byId(id),
			updateFields: { screen_ids: [] },
		});
		expect(bed.requests('PATCH', '/groups/{group_id}')[0].body).toEqual({ screen_ids: [] });
		expect([a.group_id, b.group_id]).toEqual([null, null]);
		await bed.run({
			resource: 'group',
			operation: 'update',
			groupId: byId(id),
			updateFields: { name: 'Entrance', screen_ids: [b.id] },
		});
		expect(b.group_id).toBe(id);
		expect(
			(await bed.run({ resource: 'group', operation: 'delete', groupId: byId(id) })).items[0].json,
		).toEqual({ id, deleted: true });
		expect(b.group_id).toBeNull();
	});

	test('the same screen twice is refused before any request', async () => {
		const { error } = await bed.run({
			resource: 'group',
			operation: 'create',
			name: 'G',
			additionalFields: { screen_ids: ['scr_1', 'scr_1'] },
		});
		expect(error?.message).toBe(
			'Screen Names or IDs (screen_ids): must not repeat "scr_1" (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});
});
