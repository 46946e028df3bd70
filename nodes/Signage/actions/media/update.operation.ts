import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { mediaUpdate } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a media file',
	description: 'Change the name, folder or tags',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(signageRecords).update(mediaUpdate);
