import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { FILES, payrollReport } from '../reports';
import { PayrollState, Rec, groupBy, round2, today } from '../state';
import { integer, oneOf } from '../checks';
import { lookups } from './lookups';

export function reportRoutes(state: PayrollState): Route[] {
	const { reportYear } = lookups(state);
	return [
		{
			method: 'GET',
			path: '/reports/payroll',
			handler: (req) => {
				const q = req.query;
				if (!q.payroll_id) throw new ApiFailure(400, 'invalid_parameter', 'payroll_id is required');
				oneOf(q, 'format', ['json', 'pdf', 'xlsx', 'csv']);
				oneOf(q, 'type', ['summary', 'detail', 'by_department']);
				const period = state.period(q.payroll_id);
				if (period.status === 'draft')
					throw new ApiFailure(409, 'invalid_state', `Payroll ${period.id} is not calculated yet`);
				const report = payrollReport(state, period, q.type ?? 'summary');
				const format = q.format ?? 'json';
				if (format === 'json') return { body: { data: report } };
				const file = FILES[format];
				return {
					raw: file.render(report),
					headers: {
						'Content-Type': file.type,
						'Content-Disposition': `attachment; filename="payroll-${period.id}-${report.type}.${format}"`,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/isr',
			handler: (req) => {
				const year = reportYear(req);
				if (year === undefined) throw new ApiFailure(400, 'invalid_parameter', 'year is required');
				const month = integer(req.query, 'month', 1, 12);
				const employeeId = req.query.employee_id;
				if (employeeId) state.employee(employeeId);
				const byEmployee = groupBy(
					state.stampedReceipts(year, month, employeeId),
					(r) => r.employee_id as string,
				);
				const employees = [...byEmployee.entries()].map(([id, receipts]) => ({
					employee_id: id,
					rfc: state.employees.get(id)?.rfc,
					taxable: round2(receipts.reduce((s, r) => s + r.perceptions, 0)),
					isr_withheld: round2(receipts.reduce((s, r) => s + r.isr, 0)),
				}));
				return {
					body: {
						data: {
							year,
							month: month ?? null,
							employee_id: employeeId ?? null,
							employees,
							total_isr_withheld: round2(employees.reduce((s, e) => s + e.isr_withheld, 0)),
						},
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/imss',
			handler: () => {
				const employees = [...state.employees.values()]
					.filter((e) => e.status === 'active')
					.map((e) => ({
						employee_id: e.id,
						nss: e.nss,
						integrated_daily_salary: e.integrated_daily_salary,
						employee_share: round2(e.integrated_daily_salary * 30 * 0.025),
						employer_share: round2(e.integrated_daily_salary * 30 * 0.204),
					}));
				const sum = (key: 'employee_share' | 'employer_share') =>
					round2(employees.reduce((s, e) => s + e[key], 0));
				return {
					body: {
						data: {
							month: today().slice(0, 7),
							employees,
							total_employee_share: sum('employee_share'),
							total_employer_share: sum('employer_share'),
							terminations_filed: state.imssFilings.length,
						},
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/annual/{employee_id}',
			handler: (req) => {
				const employee = state.employee(req.params.employee_id);
				const year = reportYear(req) ?? Number(today().slice(0, 4));
				const receipts = state.stampedReceipts(year, undefined, employee.id);
				const sum = (pick: (r: Rec) => number) => round2(receipts.reduce((s, r) => s + pick(r), 0));
				// The aguinaldo is exempt up to 30 UMA (108.57 pesos each in this simulation).
				const exempt = sum((r) =>
					r.periodType === 'aguinaldo' ? Math.min(r.perceptions, 30 * 108.57) : 0,
				);
				const perceptions = sum((r) => r.perceptions);
				return {
					body: {
						data: {
							employee_id: employee.id,
							year,
							total_perceptions: perceptions,
							total_taxable: round2(perceptions - exempt),
							total_exempt: exempt,
							total_isr_withheld: sum((r) => r.isr),
							total_imss_employee: sum((r) => r.imss_employee),
							total_net_paid: sum((r) => r.net),
						},
					},
				};
			},
		},
	];
}
