import type { WriteSpec } from '../../../shared/crud';
import { locator, text } from '../../../shared/parameters';
import { splitList } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';

export const mediaId = locator('Media', 'mediaId', 'searchMedia', 'From Media → Get Many');

export const tagsParameter = text('Tags', 'tags', 'Comma-separated tags, e.g. menu, summer');

/** What Media → Update sends (the document shows no body: the upload's own fields, the file aside). */
export const mediaUpdate: WriteSpec = {
	path: '/media',
	id: mediaId,
	required: [],
	optional: [
		text('Name', 'name', 'Name of the media file'),
		text(
			'Folder ID',
			'folder_id',
			'Folder the media file is kept in: its ID in the signage service',
		),
		tagsParameter,
	],
	toBody(fields) {
		const body = dropEmpty(fields);
		if ('tags' in body) body.tags = splitList(body.tags);
		return body;
	},
};
