import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a playlist',
	description: 'Delete a playlist',
};

export const { description, execute } = recordOperations(signageRecords).delete({
	path: '/playlists',
	id: playlistId,
});
