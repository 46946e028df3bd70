import { catalogLookup } from './lookup';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Payment Forms',
	action: 'Get payment forms',
	description: 'List the payment forms (cash, transfer, card...)',
	kind: 'read',
};

export const { description, execute, output } = catalogLookup('payment-forms', false);
