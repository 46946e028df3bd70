import { signageTestbed } from './helpers';

const bed = signageTestbed();

describe('Signage analytics', () => {
	function recordPlays() {
		const [a, b] = [bed.screen('A'), bed.screen('B')];
		const [m1, m2] = [bed.media('image', { name: 'Banner' }), bed.media('video', { name: 'Film' })];
		const play = (screen: string, media: string, seconds: number, at: string, completed = true) =>
			bed.state().recordPlay({
				screen_id: screen,
				media_id: media,
				playlist_id: 'pls_1',
				seconds,
				completed,
				at,
			});
		play(a.id, m1.id, 10, '2026-03-01T09:00:00.000Z');
		play(b.id, m1.id, 10, '2026-03-01T10:00:00.000Z');
		play(a.id, m2.id, 30, '2026-03-02T09:00:00.000Z');
		play(a.id, m2.id, 12, '2026-03-03T09:00:00.000Z', false);
		return { a, b, m1, m2 };
	}

	test('playback grouped by media (the rows and the wrapper meta in one item), with screen and period filters', async () => {
		const { a, m1, m2 } = recordPlays();
		const { items, error } = await bed.run({
			resource: 'analytics',
			operation: 'playback',
			options: { group_by: 'media' },
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({
			data: [
				{
					media_id: m1.id,
					media_name: 'Banner',
					total_plays: 2,
					total_duration_seconds: 20,
					unique_screens: 2,
					completion_rate: 100,
				},
				{
					media_id: m2.id,
					media_name: 'Film',
					total_plays: 2,
					total_duration_seconds: 42,
					unique_screens: 1,
					completion_rate: 50,
				},
			],
			meta: { period: { from: null, to: null }, total_plays: 4 },
		});
		const filtered = await bed.run({
			resource: 'analytics',
			operation: 'playback',
			options: {
				screen_id: a.id,
				media_id: m2.id,
				playlist_id: 'pls_1',
				from: '2026-03-02T00:00:00Z',
				to: '2026-03-02T23:59:59Z',
				group_by: 'day',
			},
		});
		expect(filtered.items[0].json.data).toEqual([
			{
				day: '2026-03-02',
				total_plays: 1,
				total_duration_seconds: 30,
				unique_screens: 1,
				completion_rate: 100,
			},
		]);
		expect(bed.requests('GET', '/analytics/playback').at(-1)!.query).toEqual({
			screen_id: a.id,
			media_id: m2.id,
			playlist_id: 'pls_1',
			from: '2026-03-02T00:00:00.000Z',
			to: '2026-03-02T23:59:59.000Z',
			group_by: 'day',
		});
	});

	test('group by screen and by hour', async () => {
		const { a, b } = recordPlays();
		const byScreen = await bed.run({
			resource: 'analytics',
			operation: 'playback',
			options: { group_by: 'screen' },
		});
		expect(
			(byScreen.items[0].json.data as Array<Record<string, unknown>>).map((r) => [
				r.screen_id,
				r.total_plays,
			]),
		).toEqual([
			[a.id, 3],
			[b.id, 1],
		]);
		const byHour = await bed.run({
			resource: 'analytics',
			operation: 'playback',
			options: { group_by: 'hour' },
		});
		expect(
			(byHour.items[0].json.data as Array<Record<string, unknown>>).map((r) => r.hour),
		).toEqual(['2026-03-01T09:00', '2026-03-01T10:00', '2026-03-02T09:00', '2026-03-03T09:00']);
	});

	test('checked before any request: dates, From before To, group by', async () => {
		const run = (options: Record<string, unknown>) =>
			bed.run({ resource: 'analytics', operation: 'playback', options });
		expect((await run({ from: 'yesterday' })).error?.message).toMatch(
			/^From: must be an ISO 8601 date/,
		);
		expect((await run({ from: '2026-03-02', to: '2026-03-01' })).error?.message).toBe(
			'From: must not be after To (item 0)',
		);
		expect((await run({ group_by: '={{"week"}}' })).error?.message).toBe(
			'Group By: must be one of day, hour, media, playlist, screen (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('the screens status summary counts each status and averages uptime', async () => {
		const [a, b, c] = [bed.screen('A'), bed.screen('B'), bed.screen('C')];
		bed.state().setStatus(b.id, 'offline');
		bed.state().setStatus(c.id, 'standby');
		const { items } = await bed.run({ resource: 'analytics', operation: 'screenStatus' });
		expect(items[0].json).toMatchObject({ total_screens: 3, online: 1, offline: 1, standby: 1 });
		expect(items[0].json.average_uptime_percent).toEqual(expect.any(Number));
		expect(a.status).toBe('online');
	});
});
