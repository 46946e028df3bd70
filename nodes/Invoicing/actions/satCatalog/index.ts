import type { Resource } from '../../../shared/router';
import * as getCfdiUses from './getCfdiUses.operation';
import * as getPaymentForms from './getPaymentForms.operation';
import * as getTaxRegimes from './getTaxRegimes.operation';
import * as searchProductKeys from './searchProductKeys.operation';
import * as searchUnitKeys from './searchUnitKeys.operation';

export const satCatalog: Resource = {
	name: 'SAT Catalog',
	description: "The tax authority's catalogues",
	operations: { getCfdiUses, getPaymentForms, getTaxRegimes, searchProductKeys, searchUnitKeys },
};
