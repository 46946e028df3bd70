import { catalogLookup, searchParameter } from './lookup';

export const option = {
	name: 'Search Product Keys',
	action: 'Search product keys',
	description: "Find the tax authority's product or service keys by text",
};

export const description = [searchParameter];

export const execute = catalogLookup('products', true);
