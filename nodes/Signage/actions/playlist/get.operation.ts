import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistId, simplifiedPlaylistKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a playlist',
	description: 'Get one playlist',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).get({
	path: '/playlists',
	id: playlistId,
	simplifiedKeys: simplifiedPlaylistKeys,
});
