import { dropdownMethods } from '../../shared/listSearch';
import { list, named } from './listSearch';

/** Dropdowns for IDs inside lists (playlist items, schedule rules, screen lists) and filters, where a resource locator cannot go. */
export const loadOptions = dropdownMethods({
	getScreens: list('/screens', named),
	getGroups: list('/groups', named),
	getPlaylists: list('/playlists', named),
	getMedia: list('/media', (m) => `${String(m.name ?? m.id)} (${String(m.type ?? 'media')})`),
});
