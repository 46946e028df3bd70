import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { groupWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a screen group',
	description: 'Create a screen group',
};

export const { description, execute } = recordOperations(signageRecords).create(groupWrite);
