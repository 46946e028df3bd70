import { byId, signageTestbed } from './helpers';

const bed = signageTestbed();

const rule = (fields: Record<string, unknown> = {}) => ({
	days: ['monday', 'friday'],
	time_start: '08:00',
	time_end: '18:30',
	playlist_id: 'pls_x',
	...fields,
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
		).toBe('Start Date (date_start): must not be after End Date (item 0)');
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
