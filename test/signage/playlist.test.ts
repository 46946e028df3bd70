import { byId, signageTestbed } from './helpers';

const bed = signageTestbed();

const item = (media_id: string, fields: Record<string, unknown> = {}) => ({
	media_id,
	media_type: 'image',
	duration: 10,
	transition: '',
	transition_duration: 0.5,
	...fields,
});

describe('Signage playlists', () => {
	test('create: images carry their duration, a video none; fractional transition durations; total duration computed', async () => {
		const image = bed.media('image');
		const video = bed.media('video');
		const { items, error } = await bed.run({
			resource: 'playlist',
			operation: 'create',
			name: 'Lobby loop',
			items: {
				item: [
					item(image.id, { duration: 12, transition: 'fade', transition_duration: 0.75 }),
					item(video.id, { media_type: 'video', transition: 'slide', transition_duration: 1.5 }),
				],
			},
			additionalFields: { playback_mode: 'loop', shuffle: true },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/playlists')[0].body).toEqual({
			name: 'Lobby loop',
			items: [
				{ media_id: image.id, duration: 12, transition: 'fade', transition_duration: 0.75 },
				{ media_id: video.id, transition: 'slide', transition_duration: 1.5 },
			],
			playback_mode: 'loop',
			shuffle: true,
		});
		expect(items[0].json).toMatchObject({
			name: 'Lobby loop',
			total_duration: 12 + 0.75 + 30 + 1.5,
			items: [
				{ position: 0, media_type: 'image' },
				{ position: 1, media_type: 'video', duration: 30 },
			],
		});
	});

	test('an item without transition sends neither transition nor its duration', async () => {
		const image = bed.media('image');
		await bed.run({
			resource: 'playlist',
			operation: 'create',
			name: 'Plain',
			items: { item: [item(image.id)] },
		});
		expect(bed.requests('POST', '/playlists')[0].body).toEqual({
			name: 'Plain',
			items: [{ media_id: image.id, duration: 10 }],
		});
	});

	test('checked before any request: a duration for image items, non-negative transition durations, known transitions, at least one item', async () => {
		const create = (items: unknown[]) =>
			bed.run({ resource: 'playlist', operation: 'create', name: 'P', items: { item: items } });
		expect((await create([item('m1', { duration: '' })])).error?.message).toBe(
			'Items › Duration (Seconds) (items[0].duration): is required (item 0)',
		);
		expect((await create([item('m1', { duration: 2.5 })])).error?.message).toMatch(
			/^Items › Duration \(Seconds\) \(items\[0\]\.duration\): must be a whole number of 1 or more/,
		);
		expect(
			(await create([item('m1', { transition: 'fade', transition_duration: -0.5 })])).error
				?.message,
		).toMatch(
			/^Items › Transition Duration \(Seconds\) \(items\[0\]\.transition_duration\): must be a number of 0 or more/,
		);
		expect((await create([item('m1', { transition: 'wipe' })])).error?.message).toBe(
			'Items › Transition (items[0].transition): must be one of fade, slide, cut (item 0)',
		);
		expect((await create([item('', {})])).error?.message).toBe(
			'Items › Media Name or ID (items[0].media_id): is required (item 0)',
		);
		expect((await create([])).error?.message).toBe('Items: add at least one item (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('the service refuses a duration on a video item: the node never sends one', async () => {
		const video = bed.media('video');
		const { error } = await bed.run({
			resource: 'playlist',
			operation: 'create',
			name: 'V',
			items: { item: [item(video.id, { media_type: 'video', duration: 99 })] },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/playlists')[0].body.items).toEqual([{ media_id: video.id }]);
	});

	test('get (simplified and whole), get many by search and screen, update, delete', async () => {
		const image = bed.media('image');
		const a = bed
			.state()
			.savePlaylist({ name: 'Morning news', items: [{ media_id: image.id, duration: 5 }] });
		const b = bed
			.state()
			.savePlaylist({ name: 'Evening', items: [{ media_id: image.id, duration: 5 }] });
		const screen = bed.screen('Hall');
		screen.current_playlist_id = b.id;

		const simple = await bed.run({
			resource: 'playlist',
			operation: 'get',
			playlistId: byId(a.id),
		});
		expect(simple.items[0].json).toEqual({
			id: a.id,
			name: 'Morning news',
			playback_mode: 'loop',
			total_duration: 5,
			screens_count: 0,
			updated_at: a.updated_at,
		});
		const whole = await bed.run({
			resource: 'playlist',
			operation: 'get',
			playlistId: byId(a.id),
			simplify: false,
		});
		expect(whole.items[0].json.items).toHaveLength(1);

		const searched = await bed.run({
			resource: 'playlist',
			operation: 'getAll',
			returnAll: true,
			filters: { search: 'morning' },
		});
		expect(searched.items.map((i) => i.json.id)).toEqual([a.id]);
		const onScreen = await bed.run({
			resource: 'playlist',
			operation: 'getAll',
			returnAll: true,
			filters: { screen_id: screen.id },
		});
		expect(onScreen.items.map((i) => [i.json.id, i.json.screens_count])).toEqual([[b.id, 1]]);

		const updated = await bed.run({
			resource: 'playlist',
			operation: 'update',
			playlistId: byId(a.id),
			updateFields: { name: 'Morning', shuffle: true },
		});
		expect(bed.requests('PATCH', '/playlists/{playlist_id}')[0].body).toEqual({
			name: 'Morning',
			shuffle: true,
		});
		expect(updated.items[0].json).toMatchObject({
			name: 'Morning',
			shuffle: true,
			total_duration: 5,
		});
		const emptyUpdate = await bed.run({
			resource: 'playlist',
			operation: 'update',
			playlistId: byId(a.id),
			updateFields: {},
		});
		expect(emptyUpdate.error?.message).toBe(
			'Update Fields: set at least one field to update (item 0)',
		);

		const removed = await bed.run({
			resource: 'playlist',
			operation: 'delete',
			playlistId: byId(b.id),
		});
		expect(removed.items[0].json).toEqual({ id: b.id, deleted: true });
		expect(bed.state().playlists.has(b.id)).toBe(false);
		expect(screen.current_playlist_id).toBeNull();
	});

	test('update replaces the items when given, checked as on create', async () => {
		const image = bed.media('image');
		const p = bed.state().savePlaylist({ name: 'P', items: [{ media_id: image.id, duration: 5 }] });
		const { items } = await bed.run({
			resource: 'playlist',
			operation: 'update',
			playlistId: byId(p.id),
			updateFields: {
				items: { item: [item(image.id, { duration: 7 }), item(image.id, { duration: 8 })] },
			},
		});
		expect(items[0].json.total_duration).toBe(15);
		const bad = await bed.run({
			resource: 'playlist',
			operation: 'update',
			playlistId: byId(p.id),
			updateFields: { items: { item: [item(image.id, { duration: 0 })] } },
		});
		expect(bad.error?.message).toMatch(
			/^Items › Duration \(Seconds\) \(items\[0\]\.duration\): must be a whole number of 1 or more/,
		);
	});
});
