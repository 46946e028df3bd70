import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a playlist',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(signageRecords).update(playlistWrite);
