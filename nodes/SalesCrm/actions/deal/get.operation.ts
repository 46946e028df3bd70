import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { dealId, simplifiedDealKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a deal', description: 'Get one deal' };

export const { description, execute } = recordOperations(salesCrmRecords).get({
	path: '/deals',
	id: dealId,
	simplifiedKeys: simplifiedDealKeys,
});
