import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many screen groups',
	description: 'List the screen groups',
};

export const { description, execute } = recordOperations(signageRecords).list({ path: '/groups' });
