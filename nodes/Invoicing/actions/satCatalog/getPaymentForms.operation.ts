import { catalogLookup } from './lookup';

export const option = {
	name: 'Get Payment Forms',
	action: 'Get payment forms',
	description: 'List the payment forms (cash, transfer, card...)',
};

export const description = [];

export const execute = catalogLookup('payment-forms', false);
