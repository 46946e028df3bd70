import { recordOperations } from '../../../shared/crud';
import { formsRecords } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many forms',
	description: 'List the forms of the account',
};

export const { description, execute } = recordOperations(formsRecords).list({ path: '/forms' });
