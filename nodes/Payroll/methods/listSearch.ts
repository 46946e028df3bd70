import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { searchPage } from '../../shared/listSearch';
import { label } from '../../shared/parameters';
import { payroll, payrollPages } from '../api';

export const listSearch = {
	/** Employees are searched by the API (name, RFC or employee number). */
	async searchEmployees(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: payroll,
				pages: payrollPages,
				path: '/employees',
				searchParameter: 'search',
				label: (e) =>
					[e.name, e.employee_number, e.department, e.status].filter(Boolean).join(' · '),
			},
			filter,
			paginationToken,
		);
	},
	/** Periods have no search parameter: the picker matches what it shows, page by page. */
	async searchPayrollPeriods(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	) {
		return await searchPage(
			this,
			{
				api: payroll,
				pages: payrollPages,
				path: '/payrolls',
				label: (p) =>
					[
						`${label(String(p.type ?? 'period'))} #${p.period_number ?? p.id}`,
						`${p.start_date} – ${p.end_date}`,
						p.status,
					]
						.filter(Boolean)
						.join(' · '),
			},
			filter,
			paginationToken,
		);
	},
};
