import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as vault from './vault.operation';

export const customer: Resource = { name: 'Customer', operations: { create, get, getAll, vault } };
