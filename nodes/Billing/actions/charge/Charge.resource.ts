import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const chargeOperations = { create, get, getAll };
