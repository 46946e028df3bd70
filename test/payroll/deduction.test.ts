import type { INodeParameters } from 'n8n-workflow';

import { payrollTestbed, byId } from './helpers';

const bed = payrollTestbed();

const create = (employeeId: string, fields: INodeParameters = {}) =>
	bed.run({
		resource: 'deduction',
		operation: 'create',
		employeeId: byId(employeeId),
		type: 'infonavit',
		description: 'INFONAVIT credit 123',
		amount: 1250.5,
		frequency: 'biweekly',
		start_date: '2026-01-01T00:00:00',
		additionalFields: {},
		...fields,
	});

describe('Payroll deductions', () => {
	test('create sends the documented body; Other sends the type as written', async () => {
		const employee = bed.employee(1);
		const { items, error } = await create(employee.id, {
			additionalFields: { end_date: '2026-12-31' },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/employees/{employee_id}/deductions')[0]).toMatchObject({
			path: `/employees/${employee.id}/deductions`,
			body: {
				type: 'infonavit',
				description: 'INFONAVIT credit 123',
				amount: 1250.5,
				frequency: 'biweekly',
				start_date: '2026-01-01',
				end_date: '2026-12-31',
			},
		});
		expect(items[0].json).toMatchObject({
			id: expect.stringMatching(/^ded_/),
			employee_id: employee.id,
			status: 'active',
			period: 'biweekly',
		});
		await create(employee.id, { type: 'other', otherType: 'fonacot', frequency: 'monthly' });
		await create(employee.id, { type: 'other', otherType: '' });
		await create(employee.id, { type: 'savings_fund' });
		expect(bed.requests('POST').map((r) => r.body.type)).toEqual([
			'infonavit',
			'fonacot',
			'other',
			'savings_fund',
		]);
		expect(bed.requests('POST')[1].body).not.toHaveProperty('end_date');
	});

	test('create: amount positive, dates valid and in order, description required; nothing sent otherwise', async () => {
		expect((await create('emp_1', { amount: 0 })).error?.message).toBe(
			'Amount: must be a positive amount (item 0)',
		);
		expect((await create('emp_1', { amount: -3 })).error?.message).toBe(
			'Amount: must be a positive amount (item 0)',
		);
		expect((await create('emp_1', { description: '={{ "" }}' })).error?.message).toBe(
			'Description: is required (item 0)',
		);
		expect((await create('emp_1', { start_date: 'soon' })).error?.message).toMatch(
			/^Start Date: must be an ISO 8601 date/,
		);
		expect(
			(await create('emp_1', { additionalFields: { end_date: '2025-12-31' } })).error?.message,
		).toBe('Start Date: must not be after End Date (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test("a terminated employee takes no new deduction: the API's 409 with a hint", async () => {
		const employee = bed.employee(1, { hire_date: '2020-01-01' });
		bed.state().terminate(employee.id, { termination_date: '2026-01-15' });
		const { error } = await create(employee.id);
		expect(error?.message).toBe(
			`Payroll answered 409 employee_terminated: Employee ${employee.id} is terminated`,
		);
		expect(error?.description).toMatch(/settlement period/);
		expect((await create('emp_nope')).error?.message).toBe(
			'Payroll answered 404 not_found: Employee emp_nope not found',
		);
	});

	test('get many lists the deductions of one employee, over pages', async () => {
		const [ana, luis] = [bed.employee(1), bed.employee(2)];
		for (let i = 0; i < 105; i++)
			bed.state().addDeduction(ana.id, {
				type: 'imss',
				description: `d${i}`,
				amount: 1,
				frequency: 'weekly',
				start_date: '2026-01-01',
			});
		bed.state().addDeduction(luis.id, {
			type: 'isr',
			description: 'other person',
			amount: 1,
			frequency: 'weekly',
			start_date: '2026-01-01',
		});
		const all = await bed.run({
			resource: 'deduction',
			operation: 'getAll',
			employeeId: byId(ana.id),
			returnAll: true,
		});
		expect(all.items).toHaveLength(105);
		expect(all.items.every((i) => i.json.employee_id === ana.id)).toBe(true);
		expect(
			bed.requests('GET', '/employees/{employee_id}/deductions').map((r) => r.query.page),
		).toEqual(['1', '2']);
		const few = await bed.run({
			resource: 'deduction',
			operation: 'getAll',
			employeeId: byId(luis.id),
			limit: 5,
		});
		expect(few.items.map((i) => i.json.description)).toEqual(['other person']);
	});

	test('update sends only what is set; Open-Ended removes the end date; cancel (DELETE) stops it', async () => {
		const employee = bed.employee(1);
		const deduction = bed.state().addDeduction(employee.id, {
			type: 'imss',
			description: 'x',
			amount: 10,
			frequency: 'weekly',
			start_date: '2026-01-01',
			end_date: '2026-03-31',
		});
		const update = (updateFields: INodeParameters) =>
			bed.run({
				resource: 'deduction',
				operation: 'update',
				deductionId: deduction.id,
				updateFields,
			});
		const changed = await update({ amount: 12.75, type: 'other', otherType: 'fonacot' });
		expect(changed.items[0].json).toMatchObject({
			amount: 12.75,
			type: 'fonacot',
			end_date: '2026-03-31',
		});
		const open = await update({ openEnded: true });
		expect(open.items[0].json.end_date).toBeNull();
		expect(bed.requests('PATCH', '/deductions/{deduction_id}').map((r) => r.body)).toEqual([
			{ amount: 12.75, type: 'fonacot' },
			{ end_date: null },
		]);
		expect((await update({ openEnded: true, end_date: '2026-05-01' })).error?.message).toBe(
			'Open-Ended: cannot be set together with an End Date (item 0)',
		);
		expect(
			(await update({ start_date: '2026-06-01', end_date: '2026-05-01' })).error?.message,
		).toBe('Start Date: must not be after End Date (item 0)');
		expect((await update({})).error?.message).toBe(
			'Update Fields: set at least one field to update (item 0)',
		);
		expect(bed.requests('PATCH')).toHaveLength(2);

		const cancelled = await bed.run({
			resource: 'deduction',
			operation: 'cancel',
			deductionId: deduction.id,
		});
		expect(bed.requests('DELETE', '/deductions/{deduction_id}')).toHaveLength(1);
		expect(cancelled.items[0].json).toMatchObject({ id: deduction.id, status: 'cancelled' });
		const late = await update({ amount: 5 });
		expect(late.error?.message).toBe(
			`Payroll answered 409 deduction_cancelled: Deduction ${deduction.id} is cancelled`,
		);
		expect(
			(await bed.run({ resource: 'deduction', operation: 'cancel', deductionId: 'ded_nope' })).error
				?.message,
		).toContain('404 not_found');
	});

	test('a cancelled deduction no longer reduces the pay of a period calculated later', async () => {
		const employee = bed.employee(1, {
			daily_salary: 100,
			integrated_daily_salary: 100,
			hire_date: '2020-01-01',
		});
		const deduction = bed.state().addDeduction(employee.id, {
			type: 'imss',
			description: 'x',
			amount: 40,
			frequency: 'weekly',
			start_date: '2026-01-01',
		});
		const before = bed.period('calculated');
		await bed.run({ resource: 'deduction', operation: 'cancel', deductionId: deduction.id });
		const after = bed.period('calculated');
		expect(before.total_deductions - after.total_deductions).toBe(40);
	});
});
