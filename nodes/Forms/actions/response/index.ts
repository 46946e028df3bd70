import type { Resource } from '../../../shared/router';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as submit from './submit.operation';

export const response: Resource = { name: 'Response', operations: { get, getAll, submit } };
