import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a playlist',
	description: 'Delete a playlist',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(signageRecords).delete({
	path: '/playlists',
	id: playlistId,
});
