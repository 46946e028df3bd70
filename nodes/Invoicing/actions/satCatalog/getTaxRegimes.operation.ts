import { catalogLookup } from './lookup';

export const option = {
	name: 'Get Tax Regimes',
	action: 'Get tax regimes',
	description: 'List the tax regimes',
};

export const description = [];

export const execute = catalogLookup('tax-regimes', false);
