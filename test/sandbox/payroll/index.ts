import type { Route, SandboxInterface } from '../server';
import { codeAndMessageError } from '../server';
import { PAYROLL_TOKENS, PayrollState } from './state';
import { deductionRoutes } from './routes/deductions';
import { employeeRoutes, employeeDeductionRoutes } from './routes/employees';
import { payrollRoutes } from './routes/payrolls';
import { reportRoutes } from './routes/reports';

export { seedPayroll } from './seed';
export { PAYROLL_TOKENS, clabeValid, PayrollState } from './state';

export function payrollSandbox(
	state = new PayrollState(),
): SandboxInterface & { state: PayrollState } {
	const routes: Route[] = [
		...employeeRoutes(state),
		...payrollRoutes(state),
		...employeeDeductionRoutes(state),
		...deductionRoutes(state),
		...reportRoutes(state),
	];

	return {
		slug: 'payroll',
		prefix: '/v1/nomina',
		tokens: {
			[PAYROLL_TOKENS.admin]: { userId: 'hr-admin', scopes: ['nomina:write', 'nomina:admin'] },
			[PAYROLL_TOKENS.writer]: { userId: 'hr-clerk', scopes: ['nomina:write'] },
			[PAYROLL_TOKENS.reader]: { userId: 'viewer', scopes: [] },
		},
		routes,
		state,
		error: codeAndMessageError,
		reset() {
			for (const map of [state.employees, state.deductions, state.periods, state.receipts])
				map.clear();
			state.taxAuthority = [];
			state.imssFilings = [];
		},
	};
}
