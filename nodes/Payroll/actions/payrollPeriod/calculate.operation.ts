import { payrollId } from '../parameters';
import { periodStep } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Calculate',
	action: 'Calculate a payroll period',
	description: 'Compute perceptions, deductions and net pay of every employee of the period',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the period, or `id` and `calculated: true` when it answers nothing',
};

export const description = [payrollId];

export const execute = periodStep('calculate', 'calculated');
