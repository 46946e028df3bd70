import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { signageRecords } from '../../api';
import { screenDropdown } from '../parameters';
import { simplifiedPlaylistKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many playlists',
	description: 'List playlists by name or screen',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).list({
	path: '/playlists',
	filters: [
		screenDropdown('Only playlists of this screen'),
		text('Search', 'search', 'Part of the playlist name'),
	],
	simplifiedKeys: simplifiedPlaylistKeys,
});
