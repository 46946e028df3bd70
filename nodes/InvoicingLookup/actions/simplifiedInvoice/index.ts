import type { Resource } from '../../../shared/router';
import * as create from './create.operation';

export const simplifiedInvoice: Resource = { name: 'Simplified Invoice', operations: { create } };
