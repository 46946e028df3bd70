import { payrollId, periodStep } from '../parameters';

export const option = {
	name: 'Approve',
	action: 'Approve a payroll period',
	description: 'Approve a calculated period so that it can be stamped',
};

export const description = [payrollId];

export const execute = periodStep('approve', 'approved');
