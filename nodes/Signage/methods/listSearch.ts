import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { searchPage } from '../../shared/listSearch';
import { signage, signagePages } from '../api';

const list = (
	path: string,
	label: (record: IDataObject) => string,
	searchParameter?: string,
): PickerList => ({
	api: signage,
	pages: signagePages,
	path,
	label,
	searchParameter,
});

const named = (record: IDataObject) => String(record.name ?? record.id);

/** Screens, media and playlists are searched by the API; layouts, schedules and groups have no search parameter, so their names are matched page by page. */
const pickers = {
	screens: list(
		'/screens',
		(s) => [s.name ?? s.id, s.status].filter(Boolean).join(' · '),
		'search',
	),
	media: list('/media', (m) => [m.name ?? m.id, m.type].filter(Boolean).join(' · '), 'search'),
	playlists: list('/playlists', named, 'search'),
	layouts: list('/layouts', (l) => [l.name ?? l.id, l.resolution].filter(Boolean).join(' · ')),
	schedules: list('/schedules', named),
	groups: list('/groups', named),
};

export const listSearch = {
	async searchScreens(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pickers.screens, filter, paginationToken);
	},
	async searchMedia(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pickers.media, filter, paginationToken);
	},
	async searchPlaylists(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pickers.playlists, filter, paginationToken);
	},
	async searchLayouts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pickers.layouts, filter, paginationToken);
	},
	async searchSchedules(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pickers.schedules, filter, paginationToken);
	},
	async searchGroups(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, pickers.groups, filter, paginationToken);
	},
};
