import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { mediaUpdate } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a media file',
	description: 'Change the name, folder or tags',
};

export const { description, execute } = recordOperations(signageRecords).update(mediaUpdate);
