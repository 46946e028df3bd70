import type { Resource } from '../../../shared/router';
import * as getAll from './getAll.operation';

/** Create, get and cancel exist in the interface, but its documentation does not show their methods and paths. */
export const paymentLink: Resource = { name: 'Payment Link', operations: { getAll } };
