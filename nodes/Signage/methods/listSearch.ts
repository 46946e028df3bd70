import type { IDataObject } from 'n8n-workflow';

import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { signage, signagePages } from '../api';

export const list = pickerLists(signage, signagePages);
const searched = { searchParameter: 'search' };

export const named = (record: IDataObject) => String(record.name ?? record.id);

/** Screens, media and playlists are searched by the API; layouts, schedules and groups have no search parameter, so their names are matched page by page. */
export const listSearch = searchMethods({
	searchScreens: list('/screens', (s) => joined(s.name ?? s.id, s.status), searched),
	searchMedia: list('/media', (m) => joined(m.name ?? m.id, m.type), searched),
	searchPlaylists: list('/playlists', named, searched),
	searchLayouts: list('/layouts', (l) => joined(l.name ?? l.id, l.resolution)),
	searchSchedules: list('/schedules', named),
	searchGroups: list('/groups', named),
});
