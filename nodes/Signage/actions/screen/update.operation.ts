import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { screenUpdate } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a screen',
	description: 'Change the name, orientation, volume or brightness',
};

export const { description, execute } = recordOperations(signageRecords).update(screenUpdate);
