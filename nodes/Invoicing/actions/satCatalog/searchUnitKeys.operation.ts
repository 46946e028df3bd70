import { catalogLookup, searchParameter } from './lookup';

export const option = {
	name: 'Search Unit Keys',
	action: 'Search unit keys',
	description: "Find the tax authority's unit keys by text",
};

export const description = [searchParameter];

export const execute = catalogLookup('units', true);
