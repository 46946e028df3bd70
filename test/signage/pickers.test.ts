import { signageTestbed } from './helpers';

const bed = signageTestbed();
describe('Signage pickers', () => {
	test('screens, media and playlists are searched by the API; layouts, schedules and groups are matched here', async () => {
		bed.screen('Lobby left');
		bed.screen('Menu board');
		const screens = await bed.listSearch('searchScreens', 'lobby');
		expect(screens.results.map((r: { name: string }) => r.name)).toEqual(['Lobby left · online']);
		expect(bed.requests('GET', '/screens')[0].query).toMatchObject({
			search: 'lobby',
			per_page: '100',
		});

		bed.media('image', { fileName: 'beach.png', name: 'Beach' });
		expect(
			(await bed.listSearch('searchMedia', 'beach')).results.map((r: { name: string }) => r.name),
		).toEqual(['Beach · image']);
		const image = bed.media();
		bed.state().savePlaylist({ name: 'Morning', items: [{ media_id: image.id, duration: 5 }] });
		expect((await bed.listSearch('searchPlaylists', 'morn')).results).toHaveLength(1);

		bed.state().saveLayout({ name: 'Split', resolution: '1920x1080' });
		bed.state().saveLayout({ name: 'Full', resolution: '1080x1920' });
		expect(
			(await bed.listSearch('searchLayouts', 'spl')).results.map((r: { name: string }) => r.name),
		).toEqual(['Split · 1920x1080']);
		expect(bed.requests('GET', '/layouts')[0].query.search).toBeUndefined();
		bed.state().saveGroup({ name: 'Lobby' });
		expect((await bed.listSearch('searchGroups')).results).toHaveLength(1);
	});

	test('list search pages on with a token', async () => {
		for (let i = 0; i < 130; i++) bed.state().saveGroup({ name: `G${i}` });
		const first = await bed.listSearch('searchGroups');
		expect(first.results).toHaveLength(100);
		const second = await bed.listSearch('searchGroups', undefined, first.paginationToken);
		expect([second.results.length, second.paginationToken]).toEqual([30, undefined]);
	});

	test('dropdowns list every screen, group, playlist and media file by name', async () => {
		const group = bed.state().saveGroup({ name: 'Lobby' });
		bed.screen('B screen');
		bed.screen('A screen');
		const image = bed.media('image', { name: 'Banner' });
		bed.state().savePlaylist({ name: 'Loop', items: [{ media_id: image.id, duration: 5 }] });
		expect((await bed.loadOptions('getScreens')).map((o: { name: string }) => o.name)).toEqual([
			'A screen',
			'B screen',
		]);
		expect(await bed.loadOptions('getGroups')).toEqual([{ name: 'Lobby', value: group.id }]);
		expect((await bed.loadOptions('getPlaylists')).map((o: { name: string }) => o.name)).toEqual([
			'Loop',
		]);
		expect((await bed.loadOptions('getMedia')).map((o: { name: string }) => o.name)).toEqual([
			'Banner (image)',
		]);
	});

	test('a schedule is found by name', async () => {
		const image = bed.media();
		const playlist = bed
			.state()
			.savePlaylist({ name: 'P', items: [{ media_id: image.id, duration: 5 }] });
		bed.state().saveSchedule({
			name: 'Weekdays',
			rules: [
				{ days: ['monday'], time_start: '08:00', time_end: '09:00', playlist_id: playlist.id },
			],
		});
		expect(
			(await bed.listSearch('searchSchedules', 'week')).results.map(
				(r: { name: string }) => r.name,
			),
		).toEqual(['Weekdays']);
	});
});
