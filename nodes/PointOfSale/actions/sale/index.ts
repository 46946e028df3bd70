import type { Resource } from '../../../shared/router';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as refund from './refund.operation';

export const sale: Resource = { name: 'Sale', operations: { cancel, create, get, getAll, refund } };
