import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';

export const option = { name: 'Get Many', action: 'Get many sales', description: 'List sales' };

export const { description, execute } = recordOperations(posRecords).list({ path: '/sales' });
