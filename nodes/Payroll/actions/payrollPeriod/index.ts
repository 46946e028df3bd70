import type { Resource } from '../../../shared/router';
import * as approve from './approve.operation';
import * as calculate from './calculate.operation';
import * as create from './create.operation';
import * as getAll from './getAll.operation';
import * as getReceipts from './getReceipts.operation';
import * as stamp from './stamp.operation';

export const payrollPeriod: Resource = {
	name: 'Payroll Period',
	operations: { approve, calculate, create, getAll, getReceipts, stamp },
};
