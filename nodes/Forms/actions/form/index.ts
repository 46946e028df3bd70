import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const form: Resource = { name: 'Form', operations: { create, get, getAll } };
