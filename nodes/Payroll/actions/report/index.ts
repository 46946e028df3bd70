import type { Resource } from '../../../shared/router';
import * as annual from './annual.operation';
import * as imss from './imss.operation';
import * as isr from './isr.operation';
import * as payrollReport from './payroll.operation';

export const report: Resource = {
	name: 'Report',
	operations: { annual, imss, isr, payroll: payrollReport },
};
