import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { MEDIA_TYPES, signageRecords } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many media files',
	description: 'List media by type, folder, file name or tag',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).list({
	path: '/media',
	filters: [
		text('Folder ID', 'folder_id', 'Only media in this folder: its ID in the signage service'),
		text('Search', 'search', 'Part of the file name'),
		text('Tag', 'tag', 'Only media carrying this tag'),
		choice('Type', 'type', MEDIA_TYPES, 'Only images (image) or only videos (video)'),
	],
});
