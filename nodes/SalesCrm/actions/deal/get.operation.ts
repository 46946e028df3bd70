import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { dealId, simplifiedDealKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a deal',
	description: 'Get one deal',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).get({
	path: '/deals',
	id: dealId,
	simplifiedKeys: simplifiedDealKeys,
});
