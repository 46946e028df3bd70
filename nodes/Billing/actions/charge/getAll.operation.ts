import { recordOperations } from '../../../shared/crud';
import { billingRecords } from '../../api';
import { simplifiedChargeKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many charges',
	description: 'List charges',
	kind: 'read',
};

/** The API documents no filters for this list. */
export const { description, execute, output } = recordOperations(billingRecords('charge')).list({
	path: '/v1/charges',
	simplifiedKeys: simplifiedChargeKeys,
});
