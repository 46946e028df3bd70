import { payrollId, periodStep } from '../parameters';

export const option = {
	name: 'Calculate',
	action: 'Calculate a payroll period',
	description: 'Compute perceptions, deductions and net pay of every employee of the period',
};

export const description = [payrollId];

export const execute = periodStep('calculate', 'calculated');
