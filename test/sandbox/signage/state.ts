import { ApiFailure } from '../server';
import { STATUSES } from './schemas';

type Rec = Record<string, any>;

/** Length the sandbox gives every uploaded video (it does not decode video files) */
export const VIDEO_SECONDS = 30;

export const invalid = (field: string, message: string): never => {
	throw new ApiFailure(422, 'validation_error', `${field}: ${message}`, [
		{ field, code: 'invalid', message },
	]);
};

export class SignageState {
	screens = new Map<string, Rec>();
	media = new Map<string, Rec>();
	/** The bytes of each media file, as uploaded */
	files = new Map<string, Buffer>();
	playlists = new Map<string, Rec>();
	layouts = new Map<string, Rec>();
	schedules = new Map<string, Rec>();
	groups = new Map<string, Rec>();
	/** Recorded plays, the source of the playback analytics */
	plays: Rec[] = [];
	/** Remote actions sent to screens */
	actions: Rec[] = [];
	/** Devices showing the pairing screen: code -> the device's native resolution */
	waiting = new Map<string, string>();
	/** Online time of each screen before its current online spell, in ms */
	private onlineMs = new Map<string, number>();
	/** When each screen's current online spell began */
	private onlineSince = new Map<string, string>();
	private seq = 0;

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}

	now() {
		return new Date().toISOString();
	}

	/** A device starts showing the pairing screen; returns its code. */
	announceDevice(
		code = `P${(++this.seq).toString(36).toUpperCase().padStart(5, '0')}`,
		resolution = '1920x1080',
	) {
		this.waiting.set(code, resolution);
		return code;
	}

	pair(body: Rec, at = this.now()) {
		const resolution = this.waiting.get(body.pairing_code);
		if (resolution === undefined)
			throw new ApiFailure(
				404,
				'pairing_code_not_found',
				`No device shows the pairing code ${body.pairing_code}`,
			);
		if (body.group_id !== undefined) this.find(this.groups, body.group_id, 'group', 422);
		this.waiting.delete(body.pairing_code);
		const [w, h] = resolution.split('x');
		const screen: Rec = {
			id: this.id('scr'),
			name: body.name,
			status: 'online',
			orientation: body.orientation ?? 'landscape',
			resolution: body.orientation === 'portrait' ? `${h}x${w}` : resolution,
			current_playlist_id: null,
			group_id: body.group_id ?? null,
			location: body.location ?? null,
			volume: 50,
			brightness: 80,
			last_sync: at,
			uptime_hours: 0,
			created_at: at,
		};
		this.screens.set(screen.id, screen);
		this.onlineSince.set(screen.id, at);
		if (screen.group_id) this.groups.get(screen.group_id)!.screen_ids.push(screen.id);
		return screen;
	}

	/** The status change a device causes (goes offline, comes back, sleeps): what the sandbox is told to make. */
	setStatus(id: string, status: string, at = this.now()) {
		if (!STATUSES.includes(status))
			throw new ApiFailure(422, 'validation_error', `status must be one of ${STATUSES.join(', ')}`);
		const screen = this.find(this.screens, id, 'screen');
		if (screen.status === 'online' && status !== 'online') {
			this.onlineMs.set(id, this.onlineTime(screen, at));
		}
		if (screen.status !== 'online' && status === 'online') this.onlineSince.set(id, at);
		screen.status = status;
		if (status === 'online') screen.last_sync = at;
		screen.uptime_hours = Math.round((this.onlineTime(screen, at) / 3_600_000) * 10) / 10;
		return screen;
	}

	private onlineTime(screen: Rec, at: string) {
		const spell =
			screen.status === 'online'
				? Date.parse(at) - Date.parse(this.onlineSince.get(screen.id) ?? at)
				: 0;
		return (this.onlineMs.get(screen.id) ?? 0) + spell;
	}

	/** The screen's share of its life spent online, in percent */
	uptimePercent(screen: Rec, at = this.now()) {
		const age = Date.parse(at) - Date.parse(screen.created_at);
		return age <= 0 ? 100 : Math.min(100, (this.onlineTime(screen, at) / age) * 100);
	}

	unpair(id: string) {
		const screen = this.find(this.screens, id, 'screen');
		this.screens.delete(id);
		// Documented: configuration, schedules and analytics go; the device shows the pairing screen again.
		for (const schedule of this.schedules.values())
			schedule.screen_ids = schedule.screen_ids.filter((s: string) => s !== id);
		for (const group of this.groups.values())
			group.screen_ids = group.screen_ids.filter((s: string) => s !== id);
		this.plays = this.plays.filter((play) => play.screen_id !== id);
		this.announceDevice(
			undefined,
			screen.orientation === 'portrait'
				? screen.resolution.split('x').reverse().join('x')
				: screen.resolution,
		);
	}

	addMedia(
		file: {
			name?: string;
			fileName: string;
			contentType: string;
			bytes: Buffer;
			/** The whole file's size, where `bytes` holds only its start (a large upload) */
			size?: number;
			folder_id?: string;
			tags?: string[];
		},
		at = this.now(),
	) {
		const type = file.contentType.startsWith('image/')
			? 'image'
			: file.contentType.startsWith('video/')
				? 'video'
				: undefined;
		if (!type) invalid('file', `unsupported file type ${file.contentType}: images and videos only`);
		const media: Rec = {
			id: this.id('med'),
			name: file.name ?? file.fileName,
			file_name: file.fileName,
			type,
			mime_type: file.contentType,
			size: file.size ?? file.bytes.length,
			duration: type === 'video' ? VIDEO_SECONDS : null,
			folder_id: file.folder_id ?? null,
			tags: file.tags ?? [],
			url: `https://cdn.signage.example/media/${file.fileName}`,
			created_at: at,
			updated_at: at,
		};
		this.media.set(media.id, media);
		this.files.set(media.id, Buffer.from(file.bytes));
		return media;
	}

	/** Playlist items as the API shows them, from the create items; images need a duration, videos take none. */
	playlistItems(items: Rec[]) {
		return items.map((item, position) => {
			const media = this.find(this.media, item.media_id, 'media', 422);
			if (media.type === 'image' && item.duration === undefined)
				invalid(`items[${position}].duration`, 'an image needs a duration');
			if (media.type === 'video' && item.duration !== undefined)
				invalid(`items[${position}].duration`, 'a video plays to its end: send no duration');
			return {
				id: this.id('itm'),
				media_id: media.id,
				media_name: media.name,
				media_type: media.type,
				duration: media.type === 'video' ? media.duration : item.duration,
				transition: item.transition ?? 'cut',
				transition_duration: item.transition_duration ?? 0,
				position,
			};
		});
	}

	savePlaylist(body: Rec, existing?: Rec, at = this.now()) {
		const playlist: Rec = existing ?? {
			id: this.id('pls'),
			name: body.name,
			items: [],
			playback_mode: 'loop',
			shuffle: false,
			created_at: at,
		};
		const { items, ...fields } = body;
		Object.assign(playlist, fields, { updated_at: at });
		if (items) playlist.items = this.playlistItems(items);
		this.playlists.set(playlist.id, playlist);
		return this.playlistView(playlist);
	}

	playlistView(playlist: Rec) {
		playlist.total_duration = playlist.items.reduce(
			(sum: number, item: Rec) => sum + item.duration + item.transition_duration,
			0,
		);
		playlist.screens_count = this.screensOf(playlist.id).length;
		return playlist;
	}

	/** Screens that play a playlist: as their current one or through an active schedule. */
	screensOf(playlistId: string) {
		const scheduled = [...this.schedules.values()]
			.filter((s) => s.active && s.rules.some((r: Rec) => r.playlist_id === playlistId))
			.flatMap((s) => s.screen_ids as string[]);
		return [...this.screens.values()]
			.filter(
				(screen) => screen.current_playlist_id === playlistId || scheduled.includes(screen.id),
			)
			.map((s) => s.id as string);
	}

	/** Documented: media in an active playlist (one a screen plays) or in a layout cannot be deleted without force. */
	usesOf(mediaId: string) {
		const playlists = [...this.playlists.values()].filter(
			(p) => p.items.some((i: Rec) => i.media_id === mediaId) && this.screensOf(p.id).length > 0,
		);
		const layouts = [...this.layouts.values()].filter((l) =>
			(l.zones ?? []).some((z: Rec) => z.content_id === mediaId),
		);
		return { playlists, layouts };
	}

	deleteMedia(id: string) {
		this.find(this.media, id, 'media');
		this.media.delete(id);
		this.files.delete(id);
		for (const playlist of this.playlists.values()) {
			playlist.items = playlist.items
				.filter((i: Rec) => i.media_id !== id)
				.map((i: Rec, position: number) => ({ ...i, position }));
		}
		for (const layout of this.layouts.values()) {
			for (const zone of layout.zones ?? []) if (zone.content_id === id) zone.content_id = null;
		}
	}

	saveLayout(body: Rec, existing?: Rec, at = this.now()) {
		(body.zones ?? []).forEach((zone: Rec, i: number) => {
			for (const name of ['x', 'y', 'width', 'height']) {
				if (typeof zone[name] === 'string' && Number.parseFloat(zone[name]) > 100)
					invalid(`zones[${i}].${name}`, 'a percentage is at most 100%');
			}
		});
		const layout: Rec = existing ?? { id: this.id('lay'), zones: [], created_at: at };
		Object.assign(layout, body, { updated_at: at });
		this.layouts.set(layout.id, layout);
		return layout;
	}

	saveSchedule(body: Rec, existing?: Rec, at = this.now()) {
		for (const id of body.screen_ids ?? []) this.find(this.screens, id, 'screen', 422);
		(body.rules ?? []).forEach((rule: Rec, i: number) => {
			if (rule.time_end <= rule.time_start)
				invalid(`rules[${i}].time_end`, 'must be after time_start');
			this.find(this.playlists, rule.playlist_id, 'playlist', 422);
		});
		const range = { ...existing?.date_range, ...body.date_range };
		if (range.start && range.end && range.end < range.start)
			invalid('date_range.end', 'must not be before date_range.start');
		const schedule: Rec = existing ?? {
			id: this.id('sch'),
			screen_ids: [],
			priority: 0,
			date_range: null,
			active: true,
			created_at: at,
		};
		Object.assign(schedule, body, body.date_range ? { date_range: range } : {}, { updated_at: at });
		this.schedules.set(schedule.id, schedule);
		return schedule;
	}

	saveGroup(body: Rec, existing?: Rec, at = this.now()) {
		for (const id of body.screen_ids ?? []) this.find(this.screens, id, 'screen', 422);
		const group: Rec = existing ?? {
			id: this.id('grp'),
			description: null,
			screen_ids: [],
			created_at: at,
		};
		Object.assign(group, body, { updated_at: at });
		this.groups.set(group.id, group);
		if (body.screen_ids) {
			for (const screen of this.screens.values()) {
				if (body.screen_ids.includes(screen.id)) screen.group_id = group.id;
				else if (screen.group_id === group.id) screen.group_id = null;
			}
			for (const other of this.groups.values()) {
				if (other !== group)
					other.screen_ids = other.screen_ids.filter((s: string) => !body.screen_ids.includes(s));
			}
		}
		return group;
	}

	/** A screen played a media file (of a playlist) for some seconds, to its end or not. */
	recordPlay(play: {
		screen_id: string;
		media_id: string;
		playlist_id?: string;
		seconds: number;
		completed?: boolean;
		at?: string;
	}) {
		this.plays.push({ completed: true, at: this.now(), playlist_id: null, ...play });
	}

	find(map: Map<string, Rec>, id: string, what: string, status = 404) {
		const record = map.get(id);
		if (record) return record;
		if (status === 404) throw new ApiFailure(404, 'not_found', `${what} ${id} not found`);
		return invalid(`${what}_id`, `unknown ${what} ${id}`);
	}
}
