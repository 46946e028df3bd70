import type { SignageState } from './state';
import { VIDEO_SECONDS } from './state';

type Rec = Record<string, any>;

const ago = (days: number, hours = 0) =>
	new Date(Date.now() - (days * 24 + hours) * 3_600_000).toISOString();

/**
 * What `npm start` opens with: two groups, four screens (one offline, one on standby), images and a
 * video, two playlists (one playing on the lobby screens), a split layout, a weekday schedule and a
 * week of recorded plays, plus a device waiting with the pairing code DEMO42. Tests start empty.
 */
export function seedSignage(state: SignageState) {
	const lobby = state.saveGroup(
		{ name: 'Lobby', description: 'Screens at the main entrance' },
		undefined,
		ago(30),
	);
	const cafeteria = state.saveGroup(
		{ name: 'Cafeteria', description: 'Menu boards' },
		undefined,
		ago(30),
	);
	const pair = (name: string, group: string, orientation: string, days: number) =>
		state.pair(
			{
				pairing_code: state.announceDevice(),
				name,
				group_id: group,
				orientation,
				location: { name, address: '1 Main Street' },
			},
			ago(days),
		);
	const screens = [
		pair('Lobby left', lobby.id, 'landscape', 20),
		pair('Lobby right', lobby.id, 'landscape', 20),
		pair('Menu board', cafeteria.id, 'portrait', 14),
		pair('Meeting room 2', cafeteria.id, 'landscape', 7),
	];
	state.setStatus(screens[2].id, 'offline', ago(1));
	state.setStatus(screens[3].id, 'standby', ago(0, 5));
	const png = Buffer.from(
		'89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2217bc10000000049454e44ae426082',
		'hex',
	);
	const media = [
		state.addMedia(
			{
				name: 'Welcome banner',
				fileName: 'welcome.png',
				contentType: 'image/png',
				bytes: png,
				tags: ['lobby'],
			},
			ago(15),
		),
		state.addMedia(
			{
				name: 'Lunch menu',
				fileName: 'menu.png',
				contentType: 'image/png',
				bytes: png,
				folder_id: 'fld_menus',
				tags: ['menu'],
			},
			ago(10),
		),
		state.addMedia(
			{
				name: 'Company film',
				fileName: 'film.mp4',
				contentType: 'video/mp4',
				bytes: Buffer.from('not really a video'),
				tags: ['lobby'],
			},
			ago(9),
		),
	];
	const welcome = state.savePlaylist(
		{
			name: 'Welcome loop',
			items: [
				{ media_id: media[0].id, duration: 15, transition: 'fade', transition_duration: 0.5 },
				{ media_id: media[2].id, transition: 'slide', transition_duration: 1 },
			],
			playback_mode: 'loop',
		},
		undefined,
		ago(8),
	);
	const menu = state.savePlaylist(
		{ name: 'Menu of the day', items: [{ media_id: media[1].id, duration: 60 }] },
		undefined,
		ago(8),
	);
	for (const screen of screens.slice(0, 2)) screen.current_playlist_id = welcome.id;
	const layout = state.saveLayout(
		{
			name: 'Split 70/30',
			resolution: '1920x1080',
			zones: [
				{
					id: 'main',
					x: 0,
					y: 0,
					width: '70%',
					height: '100%',
					content_type: 'playlist',
					content_id: welcome.id,
				},
				{
					id: 'side',
					x: '70%',
					y: 0,
					width: '30%',
					height: '100%',
					content_type: 'media',
					content_id: media[1].id,
				},
			],
		},
		undefined,
		ago(6),
	);
	const schedule = state.saveSchedule(
		{
			name: 'Cafeteria weekdays',
			screen_ids: [screens[2].id],
			priority: 1,
			rules: [
				{
					days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
					time_start: '11:00',
					time_end: '15:00',
					playlist_id: menu.id,
				},
			],
			active: true,
		},
		undefined,
		ago(5),
	);
	recordWeekOfPlays(state, screens.slice(0, 2), media, welcome.id);
	state.announceDevice('DEMO42');
	return {
		groups: [lobby, cafeteria],
		screens,
		media,
		playlists: [welcome, menu],
		layouts: [layout],
		schedules: [schedule],
	};
}

/** A week of plays of the welcome loop's banner and film on the lobby screens. */
function recordWeekOfPlays(state: SignageState, screens: Rec[], media: Rec[], playlistId: string) {
	for (let day = 6; day >= 0; day--) {
		for (const screen of screens) {
			state.recordPlay({
				screen_id: screen.id,
				media_id: media[0].id,
				playlist_id: playlistId,
				seconds: 15,
				at: ago(day, 3),
			});
			state.recordPlay({
				screen_id: screen.id,
				media_id: media[2].id,
				playlist_id: playlistId,
				seconds: day % 3 ? VIDEO_SECONDS : 12,
				completed: day % 3 !== 0,
				at: ago(day, 2),
			});
		}
	}
}
