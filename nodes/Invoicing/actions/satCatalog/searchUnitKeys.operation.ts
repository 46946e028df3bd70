import { catalogLookup } from './lookup';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search Unit Keys',
	action: 'Search unit keys',
	description: "Find the tax authority's unit keys by text",
	kind: 'read',
};

export const { description, execute, output } = catalogLookup('units', true);
