import { payrollId } from '../parameters';
import { periodStep } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Approve',
	action: 'Approve a payroll period',
	description: 'Approve a calculated period so that it can be stamped',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the period, or `id` and `approved: true` when it answers nothing',
};

export const description = [payrollId];

export const execute = periodStep('approve', 'approved');
