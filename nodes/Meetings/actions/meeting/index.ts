import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as update from './update.operation';

export const meeting: Resource = { name: 'Meeting', operations: { create, update } };
