import type { INodeExecutionData } from 'n8n-workflow';

import { payrollTestbed, byId } from './helpers';

const bed = payrollTestbed();
/** The annual accumulation reads this year's stamped receipts: the data set lives in the current year. */
const Y = new Date().getUTCFullYear();

/** Two departments, a stamped January period and a stamped aguinaldo in December. */
function payrollYear() {
	const ana = bed.employee(1, {
		department: 'Finance',
		daily_salary: 500,
		integrated_daily_salary: 520,
		hire_date: '2020-01-01',
	});
	const luis = bed.employee(2, {
		department: 'Sales',
		daily_salary: 300,
		integrated_daily_salary: 320,
		hire_date: '2020-01-01',
	});
	const january = bed.period('stamped', {
		start_date: `${Y}-01-01`,
		end_date: `${Y}-01-15`,
		payment_date: `${Y}-01-15`,
	});
	const aguinaldo = bed.period('stamped', {
		type: 'aguinaldo',
		start_date: `${Y}-12-01`,
		end_date: `${Y}-12-15`,
		payment_date: `${Y}-12-15`,
	});
	return { ana, luis, january, aguinaldo };
}

const fileOf = (item: INodeExecutionData, property = 'data') =>
	Buffer.from(item.binary![property].data, 'base64');

describe('Payroll reports', () => {
	test('payroll report as JSON: summary, detail and by department', async () => {
		const { ana, january } = payrollYear();
		const report = (type: string) =>
			bed.run({
				resource: 'report',
				operation: 'payroll',
				payrollId: byId(january.id),
				type,
				format: 'json',
			});
		const summary = await report('summary');
		expect(summary.items[0].json).toMatchObject({
			payroll_id: january.id,
			type: 'summary',
			totals: { employees_count: 2, total_perceptions: 12000 },
			rows: [],
		});
		expect(bed.requests('GET', '/reports/payroll')[0].query).toEqual({
			payroll_id: january.id,
			format: 'json',
			type: 'summary',
		});
		const detail = await report('detail');
		expect(
			(detail.items[0].json.rows as Array<Record<string, unknown>>).map((r) => [
				r.employee_id,
				r.perceptions,
			]),
		).toEqual([
			[ana.id, 7500],
			[expect.any(String), 4500],
		]);
		const byDepartment = await report('by_department');
		expect(
			(byDepartment.items[0].json.rows as Array<Record<string, unknown>>).map((r) => r.department),
		).toEqual(['Finance', 'Sales']);
	});

	test.each([
		[
			'csv',
			'text/csv',
			(bytes: Buffer) =>
				expect(bytes.toString('utf8')).toMatch(
					/^employee_id,employee_name,department,perceptions,deductions,net\nemp_/,
				),
		],
		[
			'pdf',
			'application/pdf',
			(bytes: Buffer) => expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4'),
		],
		[
			'xlsx',
			'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
			(bytes: Buffer) => {
				expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
				expect(bytes.toString('latin1')).toContain('xl/worksheets/sheet1.xml');
			},
		],
	])(
		'payroll report as %s: a binary file in the chosen field',
		async (format, mimeType, checkBytes) => {
			const { january } = payrollYear();
			const { items, error } = await bed.run({
				resource: 'report',
				operation: 'payroll',
				payrollId: byId(january.id),
				type: 'detail',
				format,
				binaryPropertyName: 'report',
			});
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({
				payroll_id: january.id,
				format,
				fileName: `payroll-${january.id}-detail.${format}`,
				mimeType,
			});
			expect(items[0].binary!.report).toMatchObject({
				fileName: `payroll-${january.id}-detail.${format}`,
				mimeType,
			});
			checkBytes(fileOf(items[0], 'report'));
			expect(bed.requests('GET', '/reports/payroll')[0].query.format).toBe(format);
		},
	);

	test("a draft has no report yet: the API's 409 with the state-machine hint", async () => {
		const draft = bed.period('draft');
		const { error } = await bed.run({
			resource: 'report',
			operation: 'payroll',
			payrollId: byId(draft.id),
			type: 'summary',
			format: 'pdf',
		});
		expect(error?.message).toBe(
			`Payroll answered 409 invalid_state: Payroll ${draft.id} is not calculated yet`,
		);
		expect(error?.description).toMatch(/run the earlier step first/);
	});

	test('ISR report: the year, a month and an employee when given; a month out of range is refused', async () => {
		const { ana } = payrollYear();
		const year = await bed.run({
			resource: 'report',
			operation: 'isr',
			year: Y,
			additionalFields: {},
		});
		expect(year.items[0].json).toMatchObject({
			year: Y,
			month: null,
			total_isr_withheld: 1200 + 1200,
		});
		expect(bed.requests('GET', '/reports/isr')[0].query).toEqual({ year: String(Y) });
		const december = await bed.run({
			resource: 'report',
			operation: 'isr',
			year: Y,
			additionalFields: { month: 12, employee_id: ` ${ana.id} ` },
		});
		expect(december.items[0].json).toMatchObject({
			month: 12,
			employee_id: ana.id,
			employees: [{ employee_id: ana.id, taxable: 7500, isr_withheld: 750 }],
		});
		expect(bed.requests('GET', '/reports/isr')[1].query).toEqual({
			year: String(Y),
			month: '12',
			employee_id: ana.id,
		});
		bed.sandbox.clearLog();
		const bad = await bed.run({
			resource: 'report',
			operation: 'isr',
			year: 2026,
			additionalFields: { month: 0 },
		});
		expect(bad.error?.message).toBe('Month: must be a whole number from 1 to 12 (item 0)');
		const badYear = await bed.run({
			resource: 'report',
			operation: 'isr',
			year: 1990,
			additionalFields: {},
		});
		expect(badYear.error?.message).toBe('Year: must be a whole number from 2000 to 2100 (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('IMSS report and the annual accumulation of an employee', async () => {
		const { ana } = payrollYear();
		const imss = await bed.run({ resource: 'report', operation: 'imss' });
		expect(imss.items[0].json).toMatchObject({
			total_employee_share: 390 + 240,
			employees: [{ employee_id: ana.id, nss: ana.nss }, expect.anything()],
		});
		const annual = await bed.run({
			resource: 'report',
			operation: 'annual',
			employeeId: byId(ana.id),
		});
		expect(bed.requests('GET', '/reports/annual/{employee_id}')).toHaveLength(1);
		// This year's stamped receipts: January (7500) and the aguinaldo (15 days × 500 = 7500, 3257.10 of it exempt).
		expect(annual.items[0].json).toEqual({
			employee_id: ana.id,
			year: Y,
			total_perceptions: 15000,
			total_exempt: 3257.1,
			total_taxable: 11742.9,
			total_isr_withheld: 1500,
			total_imss_employee: 195,
			total_net_paid: 15000 - 1500 - 195,
		});
		const missing = await bed.run({
			resource: 'report',
			operation: 'annual',
			employeeId: byId('emp_nope'),
		});
		expect(missing.error?.message).toContain('404 not_found');
	});
});
