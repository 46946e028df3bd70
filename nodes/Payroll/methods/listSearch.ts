import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { label } from '../../shared/parameters';
import { payroll, payrollPages } from '../api';

const list = pickerLists(payroll, payrollPages);

export const listSearch = searchMethods({
	/** Employees are searched by the API (name, RFC or employee number). */
	searchEmployees: list(
		'/employees',
		(e) => joined(e.name, e.employee_number, e.department, e.status),
		{ searchParameter: 'search' },
	),
	/** Periods have no search parameter: the picker matches what it shows, page by page. */
	searchPayrollPeriods: list('/payrolls', (p) =>
		joined(
			`${label(String(p.type ?? 'period'))} #${p.period_number ?? p.id}`,
			`${p.start_date} – ${p.end_date}`,
			p.status,
		),
	),
});
