import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a playlist',
	description: 'Create a playlist',
};

export const { description, execute } = recordOperations(signageRecords).create(playlistWrite);
