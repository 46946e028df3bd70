import * as getAll from './getAll.operation';

/** Create, get and cancel exist in the interface, but doc 002 does not show their methods and paths. */
export const paymentLinkOperations = { getAll };
