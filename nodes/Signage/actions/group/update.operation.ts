import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a screen group',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(signageRecords).update(groupWrite);
