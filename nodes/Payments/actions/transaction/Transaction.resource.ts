import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as refund from './refund.operation';

export const transactionOperations = { get, getAll, refund };
