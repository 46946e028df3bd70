import { BizOpsSignageApi } from '../../credentials/BizOpsSignageApi.credentials';
import type { RecordApi } from '../shared/crud';
import { metaPageDialect } from '../shared/pagination';
import type { ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';

export const signage: ApiDefinition = {
	name: 'Signage',
	credentialType: 'bizOpsSignageApi',
	prefix: '/grid/v1',
	hints: {
		'409':
			'The media is used in an active playlist or layout. Remove it there first, or turn on the Force option of Media → Delete to delete it anyway.',
		'403':
			'The token lacks the scope this operation needs (grid:screens:read, grid:screens:write, grid:media:read, grid:media:write, grid:playlists:write, grid:schedules:write or grid:analytics:read).',
		'404':
			'Check the ID: the record does not exist, was deleted, or (for a pairing code) no device shows that code.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const signageCredentialTest = credentialTest(signage, new BizOpsSignageApi().authenticate, {
	method: 'GET',
	path: '/screens',
	qs: { per_page: 1 },
});

/** A Signage request. The document shows no envelope for single records: they arrive bare; lists are `{data, meta}`. */
export const signageRequest = interfaceRequest(signage);

/** `page`/`per_page` (max 100) with `meta {current_page, total_pages, total_count}`. */
export const signagePages = metaPageDialect;

export const signageRecords: RecordApi = {
	definition: signage,
	request: signageRequest,
	pages: signagePages,
};

export const SCREEN_STATUSES = ['online', 'offline', 'standby'] as const;
export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export const MEDIA_TYPES = ['image', 'video'] as const;
export const TRANSITIONS = ['fade', 'slide', 'cut'] as const;
export const WEEKDAYS = [
	'monday',
	'tuesday',
	'wednesday',
	'thursday',
	'friday',
	'saturday',
	'sunday',
] as const;
export const PLAYBACK_GROUPS = ['screen', 'media', 'playlist', 'day', 'hour'] as const;
