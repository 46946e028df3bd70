import type { Resource } from '../../../shared/router';
import * as adjust from './adjust.operation';
import * as get from './get.operation';
import * as transfer from './transfer.operation';

export const inventory: Resource = { name: 'Inventory', operations: { adjust, get, transfer } };
