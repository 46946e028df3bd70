import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const charge: Resource = { name: 'Charge', operations: { create, get, getAll } };
