import { catalogLookup } from './lookup';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Tax Regimes',
	action: 'Get tax regimes',
	description: 'List the tax regimes',
	kind: 'read',
};

export const { description, execute, output } = catalogLookup('tax-regimes', false);
