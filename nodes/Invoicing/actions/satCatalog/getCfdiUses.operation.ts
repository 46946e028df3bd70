import { catalogLookup } from './lookup';

export const option = {
	name: 'Get CFDI Uses',
	action: 'Get CFDI uses',
	description: 'List the uses a receiver may give an invoice',
};

export const description = [];

export const execute = catalogLookup('cfdi-uses', false);
