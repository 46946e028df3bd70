/** The documented enumerations and the request bodies as JSON Schemas. */

export const STATUSES = ['online', 'offline', 'standby'];
const ORIENTATIONS = ['landscape', 'portrait'];
const ACTIONS = ['restart_app', 'restart_device', 'screenshot', 'force_sync', 'clear_cache'];
const TRANSITIONS = ['fade', 'slide', 'cut'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const GROUP_BY = ['screen', 'media', 'playlist', 'day', 'hour'];

const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const coordinate = {
	anyOf: [
		{ type: 'number', minimum: 0 },
		{ type: 'string', pattern: '^\\d+(\\.\\d+)?%$' },
	],
};
const stringIds = { type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 } };

export const schemas = {
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
