import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { playlistWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a playlist',
	description: 'Create a playlist',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(signageRecords).create(playlistWrite);
