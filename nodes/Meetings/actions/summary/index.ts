import type { Resource } from '../../../shared/router';
import * as get from './get.operation';

export const summary: Resource = { name: 'Summary', operations: { get } };
