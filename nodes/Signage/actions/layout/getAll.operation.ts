import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many layouts',
	description: 'List the zone layouts',
};

export const { description, execute } = recordOperations(signageRecords).list({ path: '/layouts' });
