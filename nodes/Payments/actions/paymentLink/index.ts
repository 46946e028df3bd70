import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deactivate from './deactivate.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const paymentLink: Resource = {
	name: 'Payment Link',
	operations: { create, deactivate, get, getAll },
};
