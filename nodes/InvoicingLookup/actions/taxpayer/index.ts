import type { Resource } from '../../../shared/router';
import * as lookUp from './lookUp.operation';

export const taxpayer: Resource = { name: 'Taxpayer', operations: { lookUp } };
