import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { billingRecords } from '../../api';
import { simplifiedChargeKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a charge',
	description: 'Get one charge',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(billingRecords('charge')).get({
	path: '/v1/charges',
	id: text(
		'Charge ID',
		'chargeId',
		'ID of the charge, as Charge → Create or Charge → Get Many returns it',
		{ required: true },
	),
	simplifiedKeys: simplifiedChargeKeys,
});
