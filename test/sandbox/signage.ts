import { pageOf } from './lists';
import type { Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';
import { parseMultipart } from './salesCrm';

/**
 * Signage (doc 000) simulated: screens paired by the code a waiting device shows, their status
 * (changed when the sandbox is told to: `setStatus`, or `POST /_sim/screens/{id}/status`), remote
 * actions, media with their bytes (multipart upload), the 409 for media in use unless `force=true`,
 * playlists with their total duration, layouts, schedules, groups, and analytics from recorded plays.
 * The document shows neither record envelopes nor the error body: records are bare, lists
 * `{data, meta {current_page, total_pages, total_count}}`, errors `{error, message, details?}`.
 */

type Rec = Record<string, any>;

export const SIGNAGE_TOKENS = {
	full: 'signage-full-token',
	/** The read scopes only: writes that name a scope answer 403 */
	readOnly: 'signage-read-token',
};

const ALL_SCOPES = [
	'grid:screens:read',
	'grid:screens:write',
	'grid:media:read',
	'grid:media:write',
	'grid:playlists:write',
	'grid:schedules:write',
	'grid:analytics:read',
];
const READ_SCOPES = ALL_SCOPES.filter((scope) => scope.endsWith(':read'));

const STATUSES = ['online', 'offline', 'standby'];
const ORIENTATIONS = ['landscape', 'portrait'];
const ACTIONS = ['restart_app', 'restart_device', 'screenshot', 'force_sync', 'clear_cache'];
const TRANSITIONS = ['fade', 'slide', 'cut'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const GROUP_BY = ['screen', 'media', 'playlist', 'day', 'hour'];
/** Length the sandbox gives every uploaded video (it does not decode video files) */
export const VIDEO_SECONDS = 30;

const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const coordinate = {
	anyOf: [
		{ type: 'number', minimum: 0 },
		{ type: 'string', pattern: '^\\d+(\\.\\d+)?%$' },
	],
};
const stringIds = { type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 } };

const schemas = {
	pair: {
		type: 'object',
		required: ['pairing_code', 'name'],
		additionalProperties: false,
		properties: {
			pairing_code: { type: 'string', minLength: 1 },
			name: { type: 'string', minLength: 1 },
			group_id: { type: 'string' },
			orientation: { enum: ORIENTATIONS },
			location: {
				type: 'object',
				additionalProperties: false,
				properties: { name: { type: 'string' }, address: { type: 'string' } },
			},
		},
	},
	screenUpdate: {
		type: 'object',
		minProperties: 1,
		additionalProperties: false,
		properties: {
			name: { type: 'string', minLength: 1 },
			orientation: { enum: ORIENTATIONS },
			volume: { type: 'integer', minimum: 0, maximum: 100 },
			brightness: { type: 'integer', minimum: 0, maximum: 100 },
		},
	},
	action: {
		type: 'object',
		required: ['action'],
		additionalProperties: false,
		properties: { action: { enum: ACTIONS }, reason: { type: 'string' } },
	},
	mediaUpdate: {
		type: 'object',
		minProperties: 1,
		additionalProperties: false,
		properties: {
			name: { type: 'string', minLength: 1 },
			folder_id: { type: 'string' },
			tags: { type: 'array', items: { type: 'string' } },
		},
	},
	playlist: (create: boolean) => ({
		type: 'object',
		...(create ? { required: ['name', 'items'] } : { minProperties: 1 }),
		additionalProperties: false,
		properties: {
			name: { type: 'string', minLength: 1 },
			items: {
				type: 'array',
				minItems: 1,
				items: {
					type: 'object',
					required: ['media_id'],
					additionalProperties: false,
					properties: {
						media_id: { type: 'string' },
						duration: { type: 'integer', minimum: 1 },
						transition: { enum: TRANSITIONS },
						transition_duration: { type: 'number', minimum: 0 },
					},
				},
			},
			playback_mode: { type: 'string' },
			shuffle: { type: 'boolean' },
		},
	}),
	layout: (create: boolean) => ({
		type: 'object',
		...(create ? { required: ['name', 'resolution'] } : { minProperties: 1 }),
		additionalProperties: false,
		properties: {
			name: { type: 'string', minLength: 1 },
			resolution: { type: 'string', pattern: '^[1-9]\\d*x[1-9]\\d*$' },
			zones: {
				type: 'array',
				items: {
					type: 'object',
					required: ['x', 'y', 'width', 'height'],
					additionalProperties: false,
					properties: {
						id: { type: 'string' },
						x: coordinate,
						y: coordinate,
						width: coordinate,
						height: coordinate,
						content_type: { type: 'string' },
						content_id: { type: 'string' },
					},
				},
			},
		},
	}),
	schedule: (create: boolean) => ({
		type: 'object',
		...(create ? { required: ['name', 'rules'] } : { minProperties: 1 }),
		additionalProperties: false,
		properties: {
			name: { type: 'string', minLength: 1 },
			screen_ids: stringIds,
			priority: { type: 'integer' },
			rules: {
				type: 'array',
				minItems: 1,
				items: {
					type: 'object',
					required: ['days', 'time_start', 'time_end', 'playlist_id'],
					additionalProperties: false,
					properties: {
						days: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: WEEKDAYS } },
						time_start: { type: 'string', pattern: HH_MM },
						time_end: { type: 'string', pattern: HH_MM },
						playlist_id: { type: 'string' },
					},
				},
			},
			date_range: {
				type: 'object',
				additionalProperties: false,
				properties: {
					start: { type: 'string', pattern: DATE },
					end: { type: 'string', pattern: DATE },
				},
			},
			active: { type: 'boolean' },
		},
	}),
	group: (create: boolean) => ({
		type: 'object',
		...(create ? { required: ['name'] } : { minProperties: 1 }),
		additionalProperties: false,
		properties: {
			name: { type: 'string', minLength: 1 },
			description: { type: 'string' },
			screen_ids: stringIds,
		},
	}),
};

const invalid = (field: string, message: string): never => {
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
			size: file.bytes.length,
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

function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return {
		data,
		meta: { current_page: page, total_pages: Math.ceil(total / perPage), total_count: total },
	};
}

function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name]))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be one of ${allowed.join(', ')}`);
}

function dateQuery(query: Record<string, string>, name: string) {
	if (query[name] === undefined) return undefined;
	if (Number.isNaN(Date.parse(query[name])))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be an ISO 8601 date`);
	return new Date(query[name]).toISOString();
}

const contains = (value: unknown, search: string | undefined) =>
	!search ||
	String(value ?? '')
		.toLowerCase()
		.includes(search.toLowerCase());

export function signageSandbox(
	state = new SignageState(),
): SandboxInterface & { state: SignageState } {
	const get =
		(
			map: Map<string, Rec>,
			what: string,
			param: string,
			view: (r: Rec) => Rec = (r) => r,
		): Route['handler'] =>
		(req) => ({
			body: view(state.find(map, req.params[param], what)),
		});
	const remove =
		(
			map: Map<string, Rec>,
			what: string,
			param: string,
			after?: (id: string) => void,
		): Route['handler'] =>
		(req) => {
			state.find(map, req.params[param], what);
			map.delete(req.params[param]);
			after?.(req.params[param]);
			return { status: 204 };
		};
	const list =
		(records: () => Rec[]): Route['handler'] =>
		(req) => ({ body: paginate(records(), req.query) });

	const routes: Route[] = [
		// Screens
		{
			method: 'GET',
			path: '/screens',
			scope: 'grid:screens:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', STATUSES);
				const screens = [...state.screens.values()].filter(
					(s) =>
						(!q.status || s.status === q.status) &&
						(!q.group_id || s.group_id === q.group_id) &&
						contains(s.name, q.search),
				);
				return { body: paginate(screens, q) };
			},
		},
		{
			method: 'GET',
			path: '/screens/{screen_id}',
			handler: get(state.screens, 'screen', 'screen_id'),
		},
		{
			method: 'POST',
			path: '/screens',
			scope: 'grid:screens:write',
			body: schemas.pair,
			handler: (req) => ({ status: 201, body: state.pair(req.body) }),
		},
		{
			method: 'PATCH',
			path: '/screens/{screen_id}',
			body: schemas.screenUpdate,
			handler: (req) => {
				const screen = state.find(state.screens, req.params.screen_id, 'screen');
				if (req.body.orientation && req.body.orientation !== screen.orientation)
					screen.resolution = screen.resolution.split('x').reverse().join('x');
				return { body: Object.assign(screen, req.body) };
			},
		},
		{
			method: 'POST',
			path: '/screens/{screen_id}/actions',
			body: schemas.action,
			handler: (req) => {
				const screen = state.find(state.screens, req.params.screen_id, 'screen');
				const action: Rec = {
					id: state.id('act'),
					screen_id: screen.id,
					action: req.body.action,
					reason: req.body.reason ?? null,
					status: 'queued',
					requested_at: state.now(),
					...(req.body.action === 'screenshot'
						? { screenshot_url: `https://cdn.signage.example/screenshots/${screen.id}.png` }
						: {}),
				};
				state.actions.push(action);
				if (req.body.action === 'force_sync') screen.last_sync = action.requested_at;
				return { status: 202, body: action };
			},
		},
		{
			method: 'DELETE',
			path: '/screens/{screen_id}',
			scope: 'grid:screens:write',
			handler: (req) => {
				state.unpair(req.params.screen_id);
				return { status: 204 };
			},
		},
		// Media
		{
			method: 'GET',
			path: '/media',
			scope: 'grid:media:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'type', ['image', 'video']);
				const media = [...state.media.values()].filter(
					(m) =>
						(!q.type || m.type === q.type) &&
						(!q.folder_id || m.folder_id === q.folder_id) &&
						(!q.tag || m.tags.includes(q.tag)) &&
						contains(m.file_name, q.search),
				);
				return { body: paginate(media, q) };
			},
		},
		{
			method: 'POST',
			path: '/media',
			scope: 'grid:media:write',
			handler: (req: SandboxRequest) => {
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(400, 'invalid_content_type', 'upload expects multipart/form-data');
				const parts = parseMultipart(req.rawBody, contentType);
				const file = parts.find((p) => p.name === 'file' && p.fileName !== undefined);
				if (!file) return invalid('file', 'is required');
				const field = (name: string) => parts.find((p) => p.name === name)?.data.toString('utf8');
				const media = state.addMedia({
					name: field('name'),
					folder_id: field('folder_id'),
					tags: parts.filter((p) => p.name === 'tags[]').map((p) => p.data.toString('utf8')),
					fileName: file.fileName!,
					contentType: file.contentType ?? 'application/octet-stream',
					bytes: file.data,
				});
				return { status: 201, body: media };
			},
		},
		{ method: 'GET', path: '/media/{media_id}', handler: get(state.media, 'media', 'media_id') },
		{
			method: 'PATCH',
			path: '/media/{media_id}',
			body: schemas.mediaUpdate,
			handler: (req) => ({
				body: Object.assign(state.find(state.media, req.params.media_id, 'media'), req.body, {
					updated_at: state.now(),
				}),
			}),
		},
		{
			method: 'DELETE',
			path: '/media/{media_id}',
			handler: (req) => {
				state.find(state.media, req.params.media_id, 'media');
				const uses = state.usesOf(req.params.media_id);
				if ((uses.playlists.length || uses.layouts.length) && req.query.force !== 'true') {
					const names = [...uses.playlists, ...uses.layouts].map((r) => r.name).join(', ');
					throw new ApiFailure(
						409,
						'media_in_use',
						`The media is used in an active playlist or layout (${names})`,
						{
							playlist_ids: uses.playlists.map((p) => p.id),
							layout_ids: uses.layouts.map((l) => l.id),
						},
					);
				}
				state.deleteMedia(req.params.media_id);
				return { status: 204 };
			},
		},
		// Playlists
		{
			method: 'GET',
			path: '/playlists',
			handler: (req) => {
				const q = req.query;
				const playlists = [...state.playlists.values()]
					.filter(
						(p) =>
							contains(p.name, q.search) &&
							(!q.screen_id || state.screensOf(p.id).includes(q.screen_id)),
					)
					.map((p) => state.playlistView(p));
				return { body: paginate(playlists, q) };
			},
		},
		{
			method: 'POST',
			path: '/playlists',
			scope: 'grid:playlists:write',
			body: schemas.playlist(true),
			handler: (req) => ({ status: 201, body: state.savePlaylist(req.body) }),
		},
		{
			method: 'GET',
			path: '/playlists/{playlist_id}',
			handler: get(state.playlists, 'playlist', 'playlist_id', (p) => state.playlistView(p)),
		},
		{
			method: 'PATCH',
			path: '/playlists/{playlist_id}',
			body: schemas.playlist(false),
			handler: (req) => ({
				body: state.savePlaylist(
					req.body,
					state.find(state.playlists, req.params.playlist_id, 'playlist'),
				),
			}),
		},
		{
			method: 'DELETE',
			path: '/playlists/{playlist_id}',
			handler: remove(state.playlists, 'playlist', 'playlist_id', (id) => {
				for (const screen of state.screens.values())
					if (screen.current_playlist_id === id) screen.current_playlist_id = null;
			}),
		},
		// Layouts
		{ method: 'GET', path: '/layouts', handler: list(() => [...state.layouts.values()]) },
		{
			method: 'POST',
			path: '/layouts',
			scope: 'grid:playlists:write',
			body: schemas.layout(true),
			handler: (req) => ({ status: 201, body: state.saveLayout(req.body) }),
		},
		{
			method: 'GET',
			path: '/layouts/{layout_id}',
			handler: get(state.layouts, 'layout', 'layout_id'),
		},
		{
			method: 'PATCH',
			path: '/layouts/{layout_id}',
			body: schemas.layout(false),
			handler: (req) => ({
				body: state.saveLayout(req.body, state.find(state.layouts, req.params.layout_id, 'layout')),
			}),
		},
		{
			method: 'DELETE',
			path: '/layouts/{layout_id}',
			handler: remove(state.layouts, 'layout', 'layout_id'),
		},
		// Schedules
		{
			method: 'GET',
			path: '/schedules',
			handler: (req) => {
				const q = req.query;
				if (q.active !== undefined && !['true', 'false'].includes(q.active))
					throw new ApiFailure(400, 'invalid_parameter', 'active must be true or false');
				const [from, to] = [dateQuery(q, 'from')?.slice(0, 10), dateQuery(q, 'to')?.slice(0, 10)];
				const groupScreens = q.group_id ? (state.groups.get(q.group_id)?.screen_ids ?? []) : [];
				const schedules = [...state.schedules.values()].filter(
					(s) =>
						(!q.screen_id || s.screen_ids.includes(q.screen_id)) &&
						(!q.group_id || s.screen_ids.some((id: string) => groupScreens.includes(id))) &&
						(q.active === undefined || String(s.active) === q.active) &&
						(!from || !s.date_range?.end || s.date_range.end >= from) &&
						(!to || !s.date_range?.start || s.date_range.start <= to),
				);
				return { body: paginate(schedules, q) };
			},
		},
		{
			method: 'POST',
			path: '/schedules',
			scope: 'grid:schedules:write',
			body: schemas.schedule(true),
			handler: (req) => ({ status: 201, body: state.saveSchedule(req.body) }),
		},
		{
			method: 'GET',
			path: '/schedules/{schedule_id}',
			handler: get(state.schedules, 'schedule', 'schedule_id'),
		},
		{
			method: 'PATCH',
			path: '/schedules/{schedule_id}',
			body: schemas.schedule(false),
			handler: (req) => ({
				body: state.saveSchedule(
					req.body,
					state.find(state.schedules, req.params.schedule_id, 'schedule'),
				),
			}),
		},
		{
			method: 'DELETE',
			path: '/schedules/{schedule_id}',
			handler: remove(state.schedules, 'schedule', 'schedule_id'),
		},
		// Analytics
		{
			method: 'GET',
			path: '/analytics/playback',
			scope: 'grid:analytics:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'group_by', GROUP_BY);
				const [from, to] = [dateQuery(q, 'from'), dateQuery(q, 'to')];
				const plays = state.plays.filter(
					(p) =>
						(!q.screen_id || p.screen_id === q.screen_id) &&
						(!q.media_id || p.media_id === q.media_id) &&
						(!q.playlist_id || p.playlist_id === q.playlist_id) &&
						(!from || p.at >= from) &&
						(!to || p.at <= to),
				);
				const groupBy = q.group_by ?? 'media';
				const keyOf: Record<string, (p: Rec) => string> = {
					screen: (p) => p.screen_id,
					media: (p) => p.media_id,
					playlist: (p) => p.playlist_id ?? '',
					day: (p) => p.at.slice(0, 10),
					hour: (p) => `${p.at.slice(0, 13)}:00`,
				};
				const groups = new Map<string, Rec[]>();
				for (const play of plays)
					groups.set(keyOf[groupBy](play), [...(groups.get(keyOf[groupBy](play)) ?? []), play]);
				const rows = [...groups].map(([key, group]) => {
					const media = groupBy === 'media' ? state.media.get(key) : undefined;
					return {
						...(groupBy === 'media'
							? { media_id: key, media_name: media?.name ?? null }
							: { [groupBy === 'day' || groupBy === 'hour' ? groupBy : `${groupBy}_id`]: key }),
						total_plays: group.length,
						total_duration_seconds: group.reduce((sum, p) => sum + p.seconds, 0),
						unique_screens: new Set(group.map((p) => p.screen_id)).size,
						completion_rate:
							Math.round((group.filter((p) => p.completed).length / group.length) * 1000) / 10,
					};
				});
				return {
					body: {
						data: rows,
						meta: { period: { from: from ?? null, to: to ?? null }, total_plays: plays.length },
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/analytics/screens/status',
			handler: () => {
				const screens = [...state.screens.values()];
				const count = (status: string) => screens.filter((s) => s.status === status).length;
				const uptime = screens.length
					? screens.reduce((sum, s) => sum + state.uptimePercent(s), 0) / screens.length
					: 0;
				return {
					body: {
						total_screens: screens.length,
						online: count('online'),
						offline: count('offline'),
						standby: count('standby'),
						average_uptime_percent: Math.round(uptime * 10) / 10,
					},
				};
			},
		},
		// Groups
		{ method: 'GET', path: '/groups', handler: list(() => [...state.groups.values()]) },
		{
			method: 'POST',
			path: '/groups',
			body: schemas.group(true),
			handler: (req) => ({ status: 201, body: state.saveGroup(req.body) }),
		},
		{ method: 'GET', path: '/groups/{group_id}', handler: get(state.groups, 'group', 'group_id') },
		{
			method: 'PATCH',
			path: '/groups/{group_id}',
			body: schemas.group(false),
			handler: (req) => ({
				body: state.saveGroup(req.body, state.find(state.groups, req.params.group_id, 'group')),
			}),
		},
		{
			method: 'DELETE',
			path: '/groups/{group_id}',
			handler: remove(state.groups, 'group', 'group_id', (id) => {
				for (const screen of state.screens.values())
					if (screen.group_id === id) screen.group_id = null;
			}),
		},
		// The sandbox's own controls (no part of the API): a device showing a pairing code, a screen changing status.
		{
			method: 'POST',
			path: '/_sim/devices',
			auth: false,
			handler: (req) => ({
				status: 201,
				body: { pairing_code: state.announceDevice(req.body?.pairing_code) },
			}),
		},
		{
			method: 'POST',
			path: '/_sim/screens/{screen_id}/status',
			auth: false,
			body: { type: 'object', required: ['status'], properties: { status: { enum: STATUSES } } },
			handler: (req) => ({ body: state.setStatus(req.params.screen_id, req.body.status) }),
		},
	];

	return {
		slug: 'signage',
		prefix: '/grid/v1',
		tokens: {
			[SIGNAGE_TOKENS.full]: { userId: 'operator', scopes: ALL_SCOPES },
			[SIGNAGE_TOKENS.readOnly]: { userId: 'viewer', scopes: READ_SCOPES },
		},
		routes,
		state,
		error: (_status, code, message, details) => ({
			error: code,
			message,
			...(details ? { details } : {}),
		}),
		reset() {
			for (const map of [
				state.screens,
				state.media,
				state.files,
				state.playlists,
				state.layouts,
				state.schedules,
				state.groups,
				state.waiting,
			])
				map.clear();
			state.plays = [];
			state.actions = [];
		},
	};
}

/**
 * What `npm start` opens with: two groups, four screens (one offline, one on standby), images and a
 * video, two playlists (one playing on the lobby screens), a split layout, a weekday schedule and a
 * week of recorded plays, plus a device waiting with the pairing code DEMO42. Tests start empty.
 */
export function seedSignage(state: SignageState) {
	const ago = (days: number, hours = 0) =>
		new Date(Date.now() - (days * 24 + hours) * 3_600_000).toISOString();
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
	for (let day = 6; day >= 0; day--) {
		for (const screen of screens.slice(0, 2)) {
			state.recordPlay({
				screen_id: screen.id,
				media_id: media[0].id,
				playlist_id: welcome.id,
				seconds: 15,
				at: ago(day, 3),
			});
			state.recordPlay({
				screen_id: screen.id,
				media_id: media[2].id,
				playlist_id: welcome.id,
				seconds: day % 3 ? VIDEO_SECONDS : 12,
				completed: day % 3 !== 0,
				at: ago(day, 2),
			});
		}
	}
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
