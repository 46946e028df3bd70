import { catalogLookup } from './lookup';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get CFDI Uses',
	action: 'Get CFDI uses',
	description: 'List the uses a receiver may give an invoice',
	kind: 'read',
};

export const { description, execute, output } = catalogLookup('cfdi-uses', false);
