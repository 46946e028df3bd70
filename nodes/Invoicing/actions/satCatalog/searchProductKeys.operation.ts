import { catalogLookup } from './lookup';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search Product Keys',
	action: 'Search product keys',
	description: "Find the tax authority's product or service keys by text",
	kind: 'read',
};

export const { description, execute, output } = catalogLookup('products', true);
