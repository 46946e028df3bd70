import type { Resource } from '../../../shared/router';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as refund from './refund.operation';

export const transaction: Resource = { name: 'Transaction', operations: { get, getAll, refund } };
