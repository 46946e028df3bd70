import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistId, simplifiedPlaylistKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a playlist', description: 'Get one playlist' };

export const { description, execute } = recordOperations(signageRecords).get({
	path: '/playlists',
	id: playlistId,
	simplifiedKeys: simplifiedPlaylistKeys,
});
