import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const productOperations = { get, getAll };
