import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { fetchList } from '../../shared/pagination';
import { signage, signagePages } from '../api';

/** Every record of a list as dropdown entries, by name. */
async function options(
	ctx: ILoadOptionsFunctions,
	path: string,
	label: (record: IDataObject) => string,
): Promise<INodePropertyOptions[]> {
	const records = await fetchList(ctx, signage, { method: 'GET', path }, signagePages);
	return records
		.map((record) => ({ name: label(record), value: String(record.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

const named = (record: IDataObject) => String(record.name ?? record.id);

/** Dropdowns for IDs inside lists (playlist items, schedule rules, screen lists) and filters, where a resource locator cannot go. */
export const loadOptions = {
	async getScreens(this: ILoadOptionsFunctions) {
		return await options(this, '/screens', named);
	},
	async getGroups(this: ILoadOptionsFunctions) {
		return await options(this, '/groups', named);
	},
	async getPlaylists(this: ILoadOptionsFunctions) {
		return await options(this, '/playlists', named);
	},
	async getMedia(this: ILoadOptionsFunctions) {
		return await options(
			this,
			'/media',
			(m) => `${String(m.name ?? m.id)} (${String(m.type ?? 'media')})`,
		);
	},
};
