import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as vault from './vault.operation';

export const customerOperations = { create, get, getAll, vault };
