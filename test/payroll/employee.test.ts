import type { INodeParameters } from 'n8n-workflow';

import { ANA, VALID_CLABE, payrollTestbed, byId } from './helpers';

import { PAYROLL_TOKENS } from '../sandbox/payroll';

const bed = payrollTestbed();

const create = (fields: INodeParameters = {}, additionalFields: INodeParameters = {}) =>
	bed.run({ resource: 'employee', operation: 'create', ...ANA, ...fields, additionalFields });

describe('Payroll employees', () => {
	test("the RFC rule is Invoicing's for persons: a generic RFC passes, a company's or an impossible date does not", async () => {
		const generic = await create({ rfc: 'XAXX010101000' });
		expect(generic.error?.message ?? 'no error').not.toMatch(/^RFC:/);
		for (const [rfc, rule] of [
			['ABC010203XY9', 'must be 13 characters for a person (it has 12)'],
			[
				'GALA851312QX1',
				'must be 4 letters, a date YYMMDD and a 3-character homoclave, e.g. GODE561231GR8',
			],
		]) {
			bed.sandbox.clearLog();
			expect((await create({ rfc })).error?.message).toBe(`RFC: ${rule} (item 0)`);
			expect(bed.sandbox.log).toHaveLength(0);
		}
	});

	test('create can set the status (Additional Fields)', async () => {
		const { items, error } = await create({}, { status: 'inactive' });
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/employees')[0].body.status).toBe('inactive');
		expect(items[0].json.status).toBe('inactive');
	});

	test('create without a status sends none; the service starts the employee as active', async () => {
		const { items } = await create();
		expect(bed.requests('POST', '/employees')[0].body).not.toHaveProperty('status');
		expect(items[0].json.status).toBe('active');
	});

	test('create sends every documented field, dates as days and identifiers upper-cased', async () => {
		const { items, error } = await create(
			{ rfc: ' gala850312qx1 ', hire_date: '2024-01-01T00:00:00', daily_salary: 500.5 },
			{
				employee_number: 'E-77',
				department: 'Finance',
				position: 'Accountant',
				integrated_daily_salary: 525.25,
				contract_type: '01',
				work_shift: '02',
				bank: '002',
				clabe: VALID_CLABE,
			},
		);
		expect(error).toBeUndefined();
		const [request] = bed.requests('POST', '/employees');
		expect(request.headers.authorization).toBe(`Bearer ${PAYROLL_TOKENS.admin}`);
		expect(request.body).toEqual({
			name: ANA.name,
			rfc: 'GALA850312QX1',
			curp: ANA.curp,
			nss: ANA.nss,
			hire_date: '2024-01-01',
			daily_salary: 500.5,
			employee_number: 'E-77',
			department: 'Finance',
			position: 'Accountant',
			integrated_daily_salary: 525.25,
			contract_type: '01',
			work_shift: '02',
			bank: '002',
			clabe: VALID_CLABE,
		});
		expect(items[0].json).toMatchObject({
			id: expect.stringMatching(/^emp_/),
			status: 'active',
			rfc: 'GALA850312QX1',
		});
	});

	test("a duplicate RFC is the API's 409 with its code and a hint", async () => {
		bed.employee(1, { rfc: ANA.rfc });
		const { error } = await create();
		expect(error?.message).toBe(
			'Payroll answered 409 duplicate: An employee with this rfc already exists',
		);
		expect(error?.description).toMatch(/read it again before retrying/);
	});

	test('creating employees needs nomina:write: a read-only token gets the 403 with the scope named', async () => {
		const { error } = await bed.run(
			{ resource: 'employee', operation: 'create', ...ANA, additionalFields: {} },
			undefined,
			{ token: PAYROLL_TOKENS.reader },
		);
		expect(error?.message).toContain('Payroll answered 403 forbidden');
		expect(error?.description).toMatch(/nomina:write to create employees/);
	});

	test('get with Simplify on and off', async () => {
		const employee = bed.employee(1, { department: 'Sales', clabe: VALID_CLABE });
		const simple = await bed.run({
			resource: 'employee',
			operation: 'get',
			employeeId: byId(employee.id),
		});
		expect(simple.items[0].json).toEqual({
			id: employee.id,
			employee_number: 'E1',
			name: 'Employee 1',
			rfc: employee.rfc,
			department: 'Sales',
			position: null,
			status: 'active',
			hire_date: ANA.hire_date,
			daily_salary: ANA.daily_salary,
		});
		const raw = await bed.run({
			resource: 'employee',
			operation: 'get',
			employeeId: byId(employee.id),
			simplify: false,
		});
		expect(raw.items[0].json).toMatchObject({
			clabe: VALID_CLABE,
			curp: employee.curp,
			created_at: employee.created_at,
		});
		const missing = await bed.run({
			resource: 'employee',
			operation: 'get',
			employeeId: byId('emp_nope'),
		});
		expect(missing.error?.message).toBe(
			'Payroll answered 404 not_found: Employee emp_nope not found',
		);
		expect(missing.error?.description).toMatch(
			/employee, payroll period or deduction does not exist/,
		);
	});

	test('get many: every page at 100, a limit asks for no more than it needs, filters and sort go to the API', async () => {
		for (let n = 1; n <= 130; n++)
			bed.employee(n, {
				department: n % 2 ? 'Sales' : 'Finance',
				hire_date: `2020-01-${String((n % 28) + 1).padStart(2, '0')}`,
			});
		const all = await bed.run({ resource: 'employee', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(130);
		expect(bed.requests('GET', '/employees').map((r) => [r.query.page, r.query.per_page])).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		bed.sandbox.clearLog();
		const some = await bed.run({ resource: 'employee', operation: 'getAll', limit: 7 });
		expect(some.items).toHaveLength(7);
		expect(bed.requests('GET', '/employees').map((r) => r.query.per_page)).toEqual(['7']);
		bed.sandbox.clearLog();
		bed.state().employees.get([...bed.state().employees.keys()][0])!.status = 'inactive';
		const filtered = await bed.run({
			resource: 'employee',
			operation: 'getAll',
			returnAll: true,
			filters: { status: 'active', department: 'Sales', search: 'employee 1' },
			sort: { sort_by: 'hire_date' },
		});
		expect(bed.requests('GET', '/employees')[0].query).toMatchObject({
			status: 'active',
			department: 'Sales',
			search: 'employee 1',
			sort_by: 'hire_date',
		});
		const names = filtered.items.map((i) => String(i.json.name));
		expect(names.length).toBeGreaterThan(0);
		expect(names.every((name) => name.startsWith('Employee 1'))).toBe(true);
		expect(names).not.toContain('Employee 1');
		const dates = filtered.items.map((i) => String(i.json.hire_date));
		expect(dates).toEqual([...dates].sort());
	});

	test('update sends only what is set; nothing set is refused before any request', async () => {
		const employee = bed.employee(1);
		const { items, error } = await bed.run({
			resource: 'employee',
			operation: 'update',
			employeeId: byId(employee.id),
			updateFields: { position: 'Lead', daily_salary: 600, integrated_daily_salary: 630 },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('PATCH', '/employees/{employee_id}')[0].body).toEqual({
			position: 'Lead',
			daily_salary: 600,
			integrated_daily_salary: 630,
		});
		expect(items[0].json).toMatchObject({ position: 'Lead', daily_salary: 600 });
		const nothing = await bed.run({
			resource: 'employee',
			operation: 'update',
			employeeId: byId(employee.id),
			updateFields: {},
		});
		expect(nothing.error?.message).toBe('Update Fields: set at least one field to update (item 0)');
		expect(bed.requests('PATCH')).toHaveLength(1);
	});

	test('terminate files the IMSS termination, computes severance and ends the deductions; twice is a 409', async () => {
		const employee = bed.employee(1, { hire_date: '2025-01-01', daily_salary: 365 });
		const deduction = bed.state().addDeduction(employee.id, {
			type: 'infonavit',
			description: 'credit',
			amount: 100,
			frequency: 'biweekly',
			start_date: '2025-02-01',
		});
		const { items, error } = await bed.run({
			resource: 'employee',
			operation: 'terminate',
			employeeId: byId(employee.id),
			termination_date: '2026-01-31T00:00:00',
			reason: 'resignation',
			notes: 'Moved abroad',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/employees/{employee_id}/terminate')[0].body).toEqual({
			termination_date: '2026-01-31',
			reason: 'resignation',
			notes: 'Moved abroad',
		});
		expect(items[0].json).toMatchObject({
			status: 'terminated',
			imss_filing: { type: 'termination', status: 'filed', nss: employee.nss },
			severance: { proportional_aguinaldo: 465, seniority_premium: 4752 },
		});
		expect(bed.state().imssFilings).toHaveLength(1);
		expect(deduction.end_date).toBe('2026-01-31');
		const again = await bed.run({
			resource: 'employee',
			operation: 'terminate',
			employeeId: byId(employee.id),
			termination_date: '2026-02-01',
			reason: 'x',
			notes: '',
		});
		expect(again.error?.message).toBe(
			`Payroll answered 409 already_terminated: Employee ${employee.id} is already terminated`,
		);
		const patch = await bed.run({
			resource: 'employee',
			operation: 'update',
			employeeId: byId(employee.id),
			updateFields: { position: 'Ghost' },
		});
		expect(patch.error?.message).toContain('409 employee_terminated');
	});

	test('terminate: date and reason are required; nomina:admin is needed; a 500 is not retried', async () => {
		const employee = bed.employee(1);
		const noDate = await bed.run({
			resource: 'employee',
			operation: 'terminate',
			employeeId: byId(employee.id),
			termination_date: '={{ "" }}',
			reason: 'x',
		});
		expect(noDate.error?.message).toBe('Termination Date: is required (item 0)');
		const badDate = await bed.run({
			resource: 'employee',
			operation: 'terminate',
			employeeId: byId(employee.id),
			termination_date: '31/01/2026',
			reason: 'x',
		});
		expect(badDate.error?.message).toMatch(/^Termination Date: must be an ISO 8601 date/);
		const noReason = await bed.run({
			resource: 'employee',
			operation: 'terminate',
			employeeId: byId(employee.id),
			termination_date: '2026-01-31',
			reason: ' ',
		});
		expect(noReason.error?.message).toBe('Reason: is required (item 0)');
		expect(bed.requests()).toHaveLength(0);
		const clerk = await bed.run(
			{
				resource: 'employee',
				operation: 'terminate',
				employeeId: byId(employee.id),
				termination_date: '2026-01-31',
				reason: 'x',
			},
			undefined,
			{ token: PAYROLL_TOKENS.writer },
		);
		expect(clerk.error?.message).toBe(
			'Payroll answered 403 forbidden: The token lacks the permission nomina:admin',
		);
		bed.sandbox.failNext('payroll', 500, { method: 'POST' });
		const failed = await bed.run({
			resource: 'employee',
			operation: 'terminate',
			employeeId: byId(employee.id),
			termination_date: '2026-01-31',
			reason: 'x',
		});
		expect(failed.error?.message).toContain('Payroll answered 500');
		expect(bed.requests('POST', '/employees/{employee_id}/terminate')).toHaveLength(2);
		expect(bed.state().employees.get(employee.id)!.status).toBe('active');
	});
});

describe('Payroll: what is checked before any request', () => {
	afterEach(() => {
		expect(bed.requests()).toHaveLength(0);
	});

	test.each([
		[{ rfc: 'GALA850312QX' }, 'RFC: must be 13 characters for a person (it has 12) (item 0)'],
		[
			{ rfc: 'GAL850312QX12' },
			'RFC: must be 4 letters, a date YYMMDD and a 3-character homoclave, e.g. GODE561231GR8 (item 0)',
		],
		[
			{ rfc: 'GALA851312QX1' },
			'RFC: must be 4 letters, a date YYMMDD and a 3-character homoclave, e.g. GODE561231GR8 (item 0)',
		],
		[{ curp: 'GALA850312MDFRPN0' }, 'CURP: must be 18 characters (it has 17) (item 0)'],
		[{ curp: 'GALA850312MZZRPN04' }, expect.stringMatching(/^CURP: must follow the CURP pattern/)],
		[{ curp: 'GALA850312QDFRPN04' }, expect.stringMatching(/^CURP: must follow the CURP pattern/)],
		[{ nss: '1234567890' }, 'NSS: must be 11 digits (item 0)'],
		[{ nss: '1234567890A' }, 'NSS: must be 11 digits (item 0)'],
		[{ hire_date: 'yesterday' }, expect.stringMatching(/^Hire Date: must be an ISO 8601 date/)],
		[{ daily_salary: 0 }, 'Daily Salary: must be a positive amount (item 0)'],
		[{ daily_salary: -10 }, 'Daily Salary: must be a positive amount (item 0)'],
		[{ daily_salary: 10.555 }, 'Daily Salary: must have at most two decimals (item 0)'],
	])('employee %j', async (fields, message) => {
		expect((await create(fields)).error?.message).toEqual(message);
	});

	test.each([
		[{ clabe: '00201007777777777' }, 'CLABE: must be 18 digits (item 0)'],
		[
			{ clabe: '002010077777777772' },
			'CLABE: has a wrong check digit (the 18th digit): check the account number (item 0)',
		],
		[
			{ integrated_daily_salary: 499.99 },
			'Integrated Daily Salary: must not be below the daily salary (500) (item 0)',
		],
		[
			{ integrated_daily_salary: -1 },
			'Integrated Daily Salary: must be a positive amount (item 0)',
		],
	])('employee additional field %j', async (fields, message) => {
		expect((await create({}, fields)).error?.message).toEqual(message);
	});

	test('the same rules on update, where both salaries are compared when both are set', async () => {
		const update = (updateFields: INodeParameters) =>
			bed.run({
				resource: 'employee',
				operation: 'update',
				employeeId: byId('emp_1'),
				updateFields,
			});
		expect((await update({ rfc: 'short' })).error?.message).toBe(
			'RFC: must be 13 characters for a person (it has 5) (item 0)',
		);
		expect((await update({ clabe: '002010077777777770' })).error?.message).toMatch(
			/^CLABE: has a wrong check digit/,
		);
		expect((await update({ daily_salary: 600, integrated_daily_salary: 500 })).error?.message).toBe(
			'Integrated Daily Salary: must not be below the daily salary (600) (item 0)',
		);
	});
});
