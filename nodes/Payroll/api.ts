import { BizOpsPayrollApi } from '../../credentials/BizOpsPayrollApi.credentials';
import type { RecordApi } from '../shared/crud';
import { metaPageDialect } from '../shared/pagination';
import type { ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';

export const payroll: ApiDefinition = {
	name: 'Payroll',
	credentialType: 'bizOpsPayrollApi',
	prefix: '/v1/nomina',
	hints: {
		already_stamped:
			'The period is already stamped with the tax authority. Stamping is irreversible and happens once: the node did not send it again. Read its receipts with Payroll Period → Get Receipts.',
		invalid_state:
			'The period is not in the state this step needs (draft → calculated → approved → stamped): run the earlier step first, or read the period with Payroll Period → Get Many.',
		employee_terminated:
			'The employee is terminated: payroll changes for them go through a settlement period.',
		'403':
			'The token lacks the scope this operation needs: nomina:write to create employees, nomina:admin to terminate, approve and stamp.',
		'404':
			'Check the ID: the employee, payroll period or deduction does not exist in this account.',
		'409':
			'The record is not in a state that allows this (for example a period already stamped or an employee already terminated): read it again before retrying.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const payrollCredentialTest = credentialTest(payroll, new BizOpsPayrollApi().authenticate, {
	method: 'GET',
	path: '/employees',
	qs: { per_page: 1 },
});

/** A Payroll request; records and reports arrive as `{data}`, and this returns what is inside (undefined for 204). */
export const payrollRequest = interfaceRequest(payroll, 'data');

/** `{data, meta{current_page, total_pages, total_count}}` lists; per_page at most 100. */
export const payrollPages = metaPageDialect;

export const payrollRecords: RecordApi = {
	definition: payroll,
	request: payrollRequest,
	pages: payrollPages,
};

export const EMPLOYEE_STATUSES = ['active', 'inactive', 'terminated'] as const;
export const PERIOD_TYPES = ['ordinary', 'aguinaldo', 'ptu', 'settlement'] as const;
export const PERIOD_STATUSES = ['draft', 'calculated', 'approved', 'stamped'] as const;
export const DEDUCTION_TYPES = ['isr', 'imss', 'infonavit', 'savings_fund'] as const;
/** The document names a frequency field without its values: the usual Mexican payroll frequencies. */
export const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export const REPORT_TYPES = ['summary', 'detail', 'by_department'] as const;
