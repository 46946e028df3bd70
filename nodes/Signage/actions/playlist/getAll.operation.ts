import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { signageRecords } from '../../api';
import { screenDropdown, simplifiedPlaylistKeys } from '../parameters';

export const option = {
	name: 'Get Many',
	action: 'Get many playlists',
	description: 'List playlists by name or screen',
};

export const { description, execute } = recordOperations(signageRecords).list({
	path: '/playlists',
	filters: [
		screenDropdown('Only playlists of this screen'),
		text('Search', 'search', 'Part of the playlist name'),
	],
	simplifiedKeys: simplifiedPlaylistKeys,
});
