import { payrollTestbed } from './helpers';

const bed = payrollTestbed();

describe('Payroll pickers', () => {
	test('the employee picker searches through the API; the period picker labels periods', async () => {
		bed.employee(1, { name: 'Ana Torres', department: 'Finance' });
		bed.employee(2, { name: 'Luis Vega' });
		const found = await bed.listSearch('searchEmployees', 'torres', undefined, {
			resource: 'employee',
			operation: 'get',
		});
		expect(found.results).toEqual([
			{ name: 'Ana Torres · E1 · Finance · active', value: expect.stringMatching(/^emp_/) },
		]);
		expect(bed.requests('GET', '/employees').at(-1)!.query).toMatchObject({
			search: 'torres',
			per_page: '100',
		});
		const period = bed.period('approved');
		const periods = await bed.listSearch('searchPayrollPeriods', 'approved', undefined, {
			resource: 'payrollPeriod',
			operation: 'stamp',
		});
		expect(periods.results).toEqual([
			{ name: 'Ordinary #1 · 2026-01-01 – 2026-01-15 · approved', value: period.id },
		]);
	});
});
