import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { WriteSpec } from '../../shared/crud';
import { choice, dropdown, enumOptions, locator, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { splitList } from '../../shared/validation';
import { dropEmpty, isGiven } from '../../shared/values';
import { ORIENTATIONS, SCREEN_STATUSES, TRANSITIONS, WEEKDAYS } from '../api';

/** Parameters several Signage operations share. */

export const screenId = locator('Screen', 'screenId', 'searchScreens', 'The screen to work on');
export const mediaId = locator('Media', 'mediaId', 'searchMedia', 'The media file to work on');
export const playlistId = locator(
	'Playlist',
	'playlistId',
	'searchPlaylists',
	'The playlist to work on',
);
export const layoutId = locator('Layout', 'layoutId', 'searchLayouts', 'The layout to work on');
export const scheduleId = locator(
	'Schedule',
	'scheduleId',
	'searchSchedules',
	'The schedule to work on',
);
export const groupId = locator('Group', 'groupId', 'searchGroups', 'The screen group to work on');

export const groupDropdown = (description: string) =>
	dropdown('Group Name or ID', 'group_id', 'getGroups', {
		description: `${description}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
	});
export const screenDropdown = (description: string) =>
	dropdown('Screen Name or ID', 'screen_id', 'getScreens', {
		description: `${description}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
	});

export const screenIdsParameter: INodeProperties = {
	displayName: 'Screen Names or IDs',
	name: 'screen_ids',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getScreens' },
	default: [],
	description:
		'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
};

export const orientationField = (description: string) =>
	choice('Orientation', 'orientation', ORIENTATIONS, description);
export const statusFilter = choice(
	'Status',
	'status',
	SCREEN_STATUSES,
	'Only screens in this state',
);

/** Simplify keeps what a workflow usually reads of a screen or a playlist. */
export const simplifiedScreenKeys = [
	'id',
	'name',
	'status',
	'orientation',
	'resolution',
	'group_id',
	'current_playlist_id',
	'last_sync',
];
export const simplifiedPlaylistKeys = [
	'id',
	'name',
	'playback_mode',
	'total_duration',
	'screens_count',
	'updated_at',
];

/** From / To of a list or a report, sent as ISO 8601; From may not be after To. */
export const period = (what: string): INodeProperties[] => [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: `Start of the period ${what}`,
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: `End of the period ${what}`,
	},
];

export function periodQuery(check: Checks, qs: IDataObject): IDataObject {
	const out = { ...qs, from: check.isoDate('from', qs.from), to: check.isoDate('to', qs.to) };
	if (out.from && out.to && Date.parse(out.from) > Date.parse(out.to))
		check.fail('from', 'must not be after To');
	return out;
}

/** Screen IDs of a multi-select, also when an expression gives them as text. */
function screenIds(check: Checks, value: unknown): string[] {
	const ids = splitList(value);
	check.noDuplicates('screen_ids', ids);
	return ids;
}

/** What Screen → Pair sends. */
export const screenPair: WriteSpec = {
	path: '/screens',
	id: screenId,
	required: [
		text('Pairing Code', 'pairing_code', 'The code the screen shows on its pairing screen', {
			required: true,
		}),
		text('Name', 'name', 'Name of the screen, e.g. Lobby left', { required: true }),
	],
	optional: [
		groupDropdown('Group the screen joins'),
		orientationField('How the screen is mounted'),
		text(
			'Location Name',
			'location_name',
			'Name of the place where the screen hangs, e.g. Main lobby',
		),
		text('Location Address', 'location_address', 'Street address of that place'),
	],
	toBody(fields, check) {
		const {
			location_name: locationName,
			location_address: locationAddress,
			...body
		} = dropEmpty(fields);
		if (typeof body.pairing_code === 'string') body.pairing_code = body.pairing_code.trim();
		check.oneOf('orientation', body.orientation, ORIENTATIONS);
		if (isGiven(locationName) || isGiven(locationAddress))
			body.location = dropEmpty({ name: locationName, address: locationAddress });
		return body;
	},
};

const percent = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	default: 50,
	typeOptions: { minValue: 0, maxValue: 100 },
	description,
});

/** What Screen → Update sends. */
export const screenUpdate: WriteSpec = {
	path: '/screens',
	id: screenId,
	required: [],
	optional: [
		text('Name', 'name', 'Name of the screen'),
		orientationField('How the screen is mounted'),
		percent('Volume', 'volume', 'Sound volume, 0 (mute) to 100'),
		percent('Brightness', 'brightness', 'Display brightness, 0 to 100'),
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.oneOf('orientation', body.orientation, ORIENTATIONS);
		check.integerBetween('volume', body.volume, 0, 100);
		check.integerBetween('brightness', body.brightness, 0, 100);
		return body;
	},
};

export const tagsParameter = text('Tags', 'tags', 'Comma-separated tags, e.g. menu, summer');

/** What Media → Update sends (the document shows no body: the upload's own fields, the file aside). */
export const mediaUpdate: WriteSpec = {
	path: '/media',
	id: mediaId,
	required: [],
	optional: [
		text('Name', 'name', 'Name of the media file'),
		text('Folder ID', 'folder_id', 'Folder the media file is kept in'),
		tagsParameter,
	],
	toBody(fields) {
		const body = dropEmpty(fields);
		if ('tags' in body) body.tags = splitList(body.tags);
		return body;
	},
};

const itemsParameter: INodeProperties = {
	displayName: 'Items',
	name: 'items',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Item',
	default: {},
	description: 'The media the playlist plays, in order',
	options: [
		{
			displayName: 'Item',
			name: 'item',
			values: [
				{
					displayName: 'Duration (Seconds)',
					name: 'duration',
					type: 'number',
					default: 10,
					typeOptions: { minValue: 1 },
					displayOptions: { show: { media_type: ['image'] } },
					description: 'How long the image shows',
				},
				{
					displayName: 'Media Name or ID',
					name: 'media_id',
					type: 'options',
					typeOptions: { loadOptionsMethod: 'getMedia' },
					default: '',
					description:
						'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
				},
				{
					displayName: 'Media Type',
					name: 'media_type',
					type: 'options',
					options: enumOptions(['image', 'video']),
					default: 'image',
					description:
						'An image shows for the duration set here; a video plays to its end, so no duration is sent for it',
				},
				{
					displayName: 'Transition',
					name: 'transition',
					type: 'options',
					options: [{ name: 'Service Default', value: '' }, ...enumOptions(TRANSITIONS)],
					default: '',
					description: 'How the item appears',
				},
				{
					displayName: 'Transition Duration (Seconds)',
					name: 'transition_duration',
					type: 'number',
					default: 0.5,
					typeOptions: { minValue: 0, numberPrecision: 2 },
					description:
						'Length of the transition; fractions such as 0.5 are allowed. Sent only with a transition.',
				},
			],
		},
	],
};

/** The playlist's items as the API takes them: a duration for images only, the transition and its length. */
function playlistItems(check: Checks, value: unknown): IDataObject[] {
	const items = ((value as IDataObject | undefined)?.item as IDataObject[] | undefined) ?? [];
	return items.map((item, i) => {
		const field = (name: string) => `items[${i}].${name}`;
		check.required(field('media_id'), item.media_id);
		check.oneOf(field('media_type'), item.media_type, ['image', 'video']);
		const out: IDataObject = { media_id: item.media_id };
		if (item.media_type !== 'video') {
			check.required(field('duration'), item.duration);
			check.integerBetween(field('duration'), item.duration, 1, Number.MAX_SAFE_INTEGER);
			out.duration = Number(item.duration);
		}
		if (isGiven(item.transition)) {
			check.oneOf(field('transition'), item.transition, TRANSITIONS);
			out.transition = item.transition;
			if (isGiven(item.transition_duration)) {
				check.numberBetween(
					field('transition_duration'),
					item.transition_duration,
					0,
					Number.MAX_SAFE_INTEGER,
				);
				out.transition_duration = Number(item.transition_duration);
			}
		}
		return out;
	});
}

/** What Playlist → Create and Update send. */
export const playlistWrite: WriteSpec = {
	path: '/playlists',
	id: playlistId,
	required: [
		text('Name', 'name', 'Name of the playlist', { required: true }),
		{ ...itemsParameter, required: true },
	],
	optional: [
		text(
			'Playback Mode',
			'playback_mode',
			'How the playlist plays, as the service names it (the document shows no values)',
			{ placeholder: 'e.g. loop' },
		),
		{
			displayName: 'Shuffle',
			name: 'shuffle',
			type: 'boolean',
			default: false,
			description: 'Whether the items play in random order',
		},
	],
	toBody(fields, check, partial) {
		const { items, ...body } = dropEmpty(fields);
		const list = playlistItems(check, items);
		if (list.length) body.items = list;
		else if (!partial) check.fail('items', 'add at least one item');
		return body;
	},
};

const COORDINATE = /^(\d+(\.\d+)?)(%?)$/;

/** A zone coordinate: a number (sent as a number) or a percentage string from 0% to 100%. */
function coordinate(check: Checks, field: string, value: unknown): number | string {
	const textValue = String(value ?? '').trim();
	const match = COORDINATE.exec(textValue);
	const rule = 'must be a number, e.g. 640, or a percentage from 0% to 100%, e.g. 50%';
	if (!match) return check.fail(field, rule);
	if (!match[3]) return Number(match[1]);
	if (Number(match[1]) > 100) check.fail(field, rule);
	return textValue;
}

const coordinateField = (
	displayName: string,
	name: string,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder: 'e.g. 0 or 50%',
	description: `${description}: a number or a percentage of the layout (0% to 100%)`,
});

const zonesParameter: INodeProperties = {
	displayName: 'Zones',
	name: 'zones',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Zone',
	default: {},
	description: 'The areas of the screen and what each shows',
	options: [
		{
			displayName: 'Zone',
			name: 'zone',
			values: [
				text('Zone ID', 'id', 'Your identifier of the zone, e.g. main'),
				coordinateField('X', 'x', 'Left edge'),
				coordinateField('Y', 'y', 'Top edge'),
				coordinateField('Width', 'width', 'Width'),
				coordinateField('Height', 'height', 'Height'),
				text(
					'Content Type',
					'content_type',
					'Kind of content in the zone, as the service names it (the document shows no values)',
					{ placeholder: 'e.g. playlist' },
				),
				text('Content ID', 'content_id', 'ID of the content shown in the zone'),
			],
		},
	],
};

function layoutZones(check: Checks, value: unknown): IDataObject[] {
	const zones = ((value as IDataObject | undefined)?.zone as IDataObject[] | undefined) ?? [];
	return zones.map((zone, i) => {
		const out = dropEmpty({
			id: zone.id,
			content_type: zone.content_type,
			content_id: zone.content_id,
		});
		for (const name of ['x', 'y', 'width', 'height'])
			out[name] = coordinate(check, `zones[${i}].${name}`, zone[name]);
		return out;
	});
}

/** What Layout → Create and Update send. */
export const layoutWrite: WriteSpec = {
	path: '/layouts',
	id: layoutId,
	required: [
		text('Name', 'name', 'Name of the layout', { required: true }),
		text('Resolution', 'resolution', 'Width x height in pixels', {
			required: true,
			placeholder: 'e.g. 1920x1080',
		}),
		zonesParameter,
	],
	optional: [],
	toBody(fields, check) {
		const { zones, ...body } = dropEmpty(fields);
		if (isGiven(body.resolution)) {
			body.resolution = String(body.resolution).trim();
			check.matches(
				'resolution',
				body.resolution,
				/^[1-9]\d*x[1-9]\d*$/,
				'must be width x height in pixels, e.g. 1920x1080',
			);
		}
		const list = layoutZones(check, zones);
		if (list.length) body.zones = list;
		return body;
	},
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const rulesParameter: INodeProperties = {
	displayName: 'Rules',
	name: 'rules',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Rule',
	default: {},
	description: 'When each playlist plays',
	options: [
		{
			displayName: 'Rule',
			name: 'rule',
			values: [
				{
					displayName: 'Days',
					name: 'days',
					type: 'multiOptions',
					options: WEEKDAYS.map((day) => ({
						name: day.charAt(0).toUpperCase() + day.slice(1),
						value: day,
					})),
					default: [],
					description: 'Weekdays the rule applies on',
				},
				text('Start Time', 'time_start', 'When the playlist starts, as HH:MM (24 hours)', {
					placeholder: 'e.g. 08:00',
				}),
				text('End Time', 'time_end', 'When it ends, as HH:MM, after the start', {
					placeholder: 'e.g. 18:30',
				}),
				{
					displayName: 'Playlist Name or ID',
					name: 'playlist_id',
					type: 'options',
					typeOptions: { loadOptionsMethod: 'getPlaylists' },
					default: '',
					description:
						'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
				},
			],
		},
	],
};

function scheduleRules(check: Checks, value: unknown): IDataObject[] {
	const rules = ((value as IDataObject | undefined)?.rule as IDataObject[] | undefined) ?? [];
	return rules.map((rule, i) => {
		const field = (name: string) => `rules[${i}].${name}`;
		const days = splitList(rule.days);
		if (!days.length) check.fail(field('days'), 'pick at least one day');
		for (const day of days) {
			if (!(WEEKDAYS as readonly string[]).includes(day))
				check.fail(
					field('days'),
					`must be lowercase English weekday names (${WEEKDAYS.join(', ')}); got "${day}"`,
				);
		}
		check.noDuplicates(field('days'), days);
		const [start, end] = [String(rule.time_start ?? '').trim(), String(rule.time_end ?? '').trim()];
		for (const [name, time] of [
			['time_start', start],
			['time_end', end],
		]) {
			check.required(field(name), time);
			check.matches(field(name), time, HH_MM, 'must be a time as HH:MM, 00:00 to 23:59');
		}
		if (end <= start) check.fail(field('time_end'), `must be after the start time ${start}`);
		check.required(field('playlist_id'), rule.playlist_id);
		return { days, time_start: start, time_end: end, playlist_id: rule.playlist_id };
	});
}

/** What Schedule → Create and Update send. */
export const scheduleWrite: WriteSpec = {
	path: '/schedules',
	id: scheduleId,
	required: [
		text('Name', 'name', 'Name of the schedule', { required: true }),
		screenIdsParameter,
		{ ...rulesParameter, required: true },
	],
	optional: [
		{
			displayName: 'Priority',
			name: 'priority',
			type: 'number',
			default: 0,
			description: 'Which schedule wins where several apply (a whole number)',
		},
		{
			displayName: 'Start Date',
			name: 'date_start',
			type: 'dateTime',
			default: '',
			description: 'First day the schedule applies (sent as a date)',
		},
		{
			displayName: 'End Date',
			name: 'date_end',
			type: 'dateTime',
			default: '',
			description: 'Last day the schedule applies (sent as a date)',
		},
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether the schedule is in force',
		},
	],
	toBody(fields, check, partial) {
		const {
			rules,
			date_start: dateStart,
			date_end: dateEnd,
			screen_ids: screens,
			...body
		} = dropEmpty(fields);
		check.integerBetween(
			'priority',
			body.priority,
			Number.MIN_SAFE_INTEGER,
			Number.MAX_SAFE_INTEGER,
		);
		const ids = screenIds(check, screens);
		if (ids.length) body.screen_ids = ids;
		const range = dropEmpty({
			start: check.isoDate('date_start', dateStart)?.slice(0, 10),
			end: check.isoDate('date_end', dateEnd)?.slice(0, 10),
		});
		if (range.start && range.end && range.end < range.start)
			check.fail('date_end', 'must not be before the start date');
		if (Object.keys(range).length) body.date_range = range;
		const list = scheduleRules(check, rules);
		if (list.length) body.rules = list;
		else if (!partial) check.fail('rules', 'add at least one rule');
		return body;
	},
};

/** What Group → Create and Update send. */
export const groupWrite: WriteSpec = {
	path: '/groups',
	id: groupId,
	required: [text('Name', 'name', 'Name of the group', { required: true })],
	optional: [text('Description', 'description', 'What the group is for'), screenIdsParameter],
	toBody(fields, check) {
		const { screen_ids: screens, ...body } = dropEmpty(fields);
		const ids = screenIds(check, screens);
		// An empty list on update is meant: the group then holds no screens.
		if (screens !== undefined) body.screen_ids = ids;
		return body;
	},
};
