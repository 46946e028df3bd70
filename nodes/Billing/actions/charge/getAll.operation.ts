import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { simplifiedChargeKeys } from '../parameters';

export const option = { name: 'Get Many', action: 'Get many charges', description: 'List charges' };

/** The API documents no filters for this list. */
export const { description, execute } = recordOperations(billingRecords('charge')).list({
	path: '/v1/charges',
	simplifiedKeys: simplifiedChargeKeys,
});
