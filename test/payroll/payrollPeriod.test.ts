import { PAYROLL_TOKENS } from '../sandbox/payroll';
import { payrollTestbed, byId } from './helpers';

const bed = payrollTestbed();

const STAMP = '/payrolls/{payroll_id}/stamp';
const stamp = (id: string, extra: Record<string, unknown> = {}) =>
	bed.run({ resource: 'payrollPeriod', operation: 'stamp', payrollId: byId(id), ...extra });

describe('Payroll periods', () => {
	test('create sends type, frequency and the dates as days, with more fields from JSON', async () => {
		const { items, error } = await bed.run({
			resource: 'payrollPeriod',
			operation: 'create',
			type: 'ptu',
			frequency: 'monthly',
			start_date: '2026-05-01T00:00:00',
			end_date: '2026-05-31',
			payment_date: '2026-05-30',
			moreFields: '{"period_number": 5, "ptu_amount": 10000}',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/payrolls')[0].body).toEqual({
			period_number: 5,
			ptu_amount: 10000,
			type: 'ptu',
			frequency: 'monthly',
			start_date: '2026-05-01',
			end_date: '2026-05-31',
			payment_date: '2026-05-30',
		});
		expect(items[0].json).toMatchObject({
			id: expect.stringMatching(/^pay_/),
			status: 'draft',
			period_number: 5,
			total_net: 0,
		});
	});

	test('create: dates in order, JSON an object that does not repeat a named field; nothing sent otherwise', async () => {
		const create = (fields: Record<string, unknown>) =>
			bed.run({
				resource: 'payrollPeriod',
				operation: 'create',
				type: 'ordinary',
				frequency: 'biweekly',
				start_date: '2026-01-01',
				end_date: '2026-01-14',
				payment_date: '2026-01-15',
				...fields,
			});
		expect((await create({ end_date: '2025-12-31' })).error?.message).toBe(
			'Start Date: must not be after End Date (item 0)',
		);
		expect((await create({ payment_date: '2025-12-31' })).error?.message).toBe(
			'Start Date: must not be after Payment Date (item 0)',
		);
		expect((await create({ payment_date: '={{ "" }}' })).error?.message).toBe(
			'Payment Date: is required (item 0)',
		);
		expect((await create({ moreFields: '[1]' })).error?.message).toBe(
			'More Fields: must be a JSON object (item 0)',
		);
		expect((await create({ moreFields: '{"type": "ptu"}' })).error?.message).toBe(
			'More Fields: must not repeat type: set it in its own field (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('get many filters by year, month, status and type; a month out of range is refused', async () => {
		const january = bed.period('calculated');
		bed.period('draft', {
			start_date: '2026-02-01',
			end_date: '2026-02-15',
			payment_date: '2026-02-15',
		});
		bed.period('draft', {
			type: 'aguinaldo',
			start_date: '2025-12-01',
			end_date: '2025-12-20',
			payment_date: '2025-12-20',
		});
		const all = await bed.run({ resource: 'payrollPeriod', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(3);
		const filtered = await bed.run({
			resource: 'payrollPeriod',
			operation: 'getAll',
			returnAll: true,
			filters: { year: 2026, month: 1, status: 'calculated', type: 'ordinary' },
		});
		expect(filtered.items.map((i) => i.json.id)).toEqual([january.id]);
		expect(bed.requests('GET', '/payrolls').at(-1)!.query).toMatchObject({
			year: '2026',
			month: '1',
			status: 'calculated',
			type: 'ordinary',
			per_page: '100',
		});
		bed.sandbox.clearLog();
		const bad = await bed.run({
			resource: 'payrollPeriod',
			operation: 'getAll',
			returnAll: true,
			filters: { month: 13 },
		});
		expect(bad.error?.message).toBe('Month: must be a whole number from 1 to 12 (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('draft → calculated → approved → stamped: totals from the employees and their deductions, receipts stamped once', async () => {
		const ana = bed.employee(1, {
			daily_salary: 500,
			integrated_daily_salary: 520,
			hire_date: '2024-01-01',
		});
		const luis = bed.employee(2, {
			daily_salary: 300,
			integrated_daily_salary: 320,
			hire_date: '2026-01-06',
		});
		bed.employee(3, { hire_date: '2026-02-01' });
		bed.state().addDeduction(ana.id, {
			type: 'infonavit',
			description: 'credit',
			amount: 250,
			frequency: 'semimonthly',
			start_date: '2026-01-01',
		});
		bed.state().addDeduction(luis.id, {
			type: 'savings_fund',
			description: 'later',
			amount: 99,
			frequency: 'semimonthly',
			start_date: '2026-02-01',
		});
		const period = bed.period('draft');

		const calculated = await bed.run({
			resource: 'payrollPeriod',
			operation: 'calculate',
			payrollId: byId(period.id),
		});
		// Ana: 15 days × 500 = 7500, ISR 750, IMSS 520 × 15 × 2.5% = 195, INFONAVIT 250. Luis: 10 days × 300 = 3000, ISR 300, IMSS 80.
		expect(calculated.items[0].json).toMatchObject({
			status: 'calculated',
			employees_count: 2,
			total_perceptions: 10500,
			total_deductions: 1575,
			total_net: 8925,
		});
		const approved = await bed.run({
			resource: 'payrollPeriod',
			operation: 'approve',
			payrollId: byId(period.id),
		});
		expect(approved.items[0].json.status).toBe('approved');
		const stamped = await stamp(period.id);
		expect(stamped.error).toBeUndefined();
		expect(stamped.items[0].json).toMatchObject({ id: period.id, status: 'stamped' });
		expect(bed.state().taxAuthority.map((s) => s.payroll_id)).toEqual([period.id]);
		// The check read the list first, then one stamp request, with no body.
		expect(
			bed
				.requests()
				.map((r) => `${r.method} ${r.route}`)
				.slice(-2),
		).toEqual(['GET /payrolls', `POST ${STAMP}`]);
		expect(bed.requests('POST', STAMP)[0].body).toBeUndefined();

		const receipts = await bed.run({
			resource: 'payrollPeriod',
			operation: 'getReceipts',
			payrollId: byId(period.id),
			returnAll: true,
		});
		expect(receipts.items.map((i) => [i.json.employee_id, i.json.net, i.json.status])).toEqual([
			[ana.id, 6305, 'stamped'],
			[luis.id, 2620, 'stamped'],
		]);
		expect(receipts.items.every((i) => /^[0-9A-F-]{36}$/i.test(String(i.json.uuid)))).toBe(true);
		const limited = await bed.run({
			resource: 'payrollPeriod',
			operation: 'getReceipts',
			payrollId: byId(period.id),
			limit: 1,
		});
		expect(limited.items).toHaveLength(1);
	});

	test('a Stamp step refuses a period that is not approved, before sending anything to the tax authority', async () => {
		for (const status of ['draft', 'calculated'] as const) {
			const period = bed.period(status);
			const { error } = await stamp(period.id);
			expect(error?.message).toBe(
				`Payroll period ${period.id} was not stamped: its status is ${status}, not approved (item 0)`,
			);
			expect(error?.description).toMatch(/^Nothing was sent to the tax authority/);
		}
		const stamped = bed.period('stamped');
		expect((await stamp(stamped.id)).error?.message).toBe(
			`Payroll period ${stamped.id} was not stamped: it is already stamped (item 0)`,
		);
		expect((await stamp('pay_unknown')).error?.message).toBe(
			'Payroll period pay_unknown was not stamped: the list of payroll periods does not show it (item 0)',
		);
		expect(bed.requests('POST')).toHaveLength(0);
		expect(bed.state().taxAuthority).toHaveLength(1);
	});

	test('the check finds the period on a later page of the list', async () => {
		for (let i = 0; i < 120; i++)
			bed.period('draft', {
				start_date: '2026-03-01',
				end_date: '2026-03-15',
				payment_date: '2026-03-15',
			});
		const old = bed.period('approved', {
			start_date: '2025-01-01',
			end_date: '2025-01-15',
			payment_date: '2025-01-15',
		});
		expect((await stamp(old.id)).items[0].json.status).toBe('stamped');
		expect(bed.requests('GET', '/payrolls').map((r) => r.query.page)).toEqual(['1', '2']);
	});

	test('with the check off the API decides: stamping out of order and a second stamp are its 409s, the second said plainly', async () => {
		const draft = bed.period('draft');
		const outOfOrder = await stamp(draft.id, { checkApproved: false });
		expect(outOfOrder.error?.message).toBe(
			`Payroll answered 409 invalid_state: Payroll ${draft.id} is draft: only an approved payroll can be stamped`,
		);
		expect(outOfOrder.error?.description).toMatch(/draft → calculated → approved → stamped/);
		const done = bed.period('stamped');
		const second = await stamp(done.id, { checkApproved: false });
		expect(second.error?.message).toBe(
			`Payroll period ${done.id} is already stamped: it was not stamped again`,
		);
		expect(second.error?.httpCode).toBe('409');
		expect(second.error?.description).toMatch(/happens once and cannot be undone/);
		expect(bed.requests('GET')).toHaveLength(0);
		expect(bed.requests('POST', STAMP)).toHaveLength(2);
		expect(bed.state().taxAuthority.map((s) => s.payroll_id)).toEqual([done.id]);
	});

	test.each([
		[500, {}],
		[503, { 'Retry-After': '0' }],
		[429, { 'Retry-After': '0' }],
	])('a stamp answered %i is not sent again', async (status, headers) => {
		const period = bed.period('approved');
		bed.sandbox.failNext('payroll', status, { method: 'POST', headers, count: 3 });
		const { error } = await stamp(period.id);
		expect(error?.message).toContain(`Payroll answered ${status}`);
		expect(error?.message).not.toContain('attempts');
		expect(bed.requests('POST', STAMP)).toHaveLength(1);
		expect(bed.state().periods.get(period.id)!.status).toBe('approved');
		expect(bed.state().taxAuthority).toHaveLength(0);
	});

	test('calculate and approve follow the state machine; approve and stamp need nomina:admin', async () => {
		const approved = bed.period('approved');
		const recalc = await bed.run({
			resource: 'payrollPeriod',
			operation: 'calculate',
			payrollId: byId(approved.id),
		});
		expect(recalc.error?.message).toContain('409 invalid_state');
		const draft = bed.period('draft');
		const early = await bed.run({
			resource: 'payrollPeriod',
			operation: 'approve',
			payrollId: byId(draft.id),
		});
		expect(early.error?.message).toBe(
			`Payroll answered 409 invalid_state: Payroll ${draft.id} is draft: only a calculated payroll can be approved`,
		);
		const calculated = bed.period('calculated');
		const clerk = await bed.run(
			{ resource: 'payrollPeriod', operation: 'approve', payrollId: byId(calculated.id) },
			undefined,
			{ token: PAYROLL_TOKENS.writer },
		);
		expect(clerk.error?.message).toContain('403 forbidden');
		expect(clerk.error?.description).toMatch(/nomina:admin to terminate, approve and stamp/);
		const missing = await bed.run({
			resource: 'payrollPeriod',
			operation: 'calculate',
			payrollId: byId('pay_nope'),
		});
		expect(missing.error?.message).toBe(
			'Payroll answered 404 not_found: Payroll pay_nope not found',
		);
		const receipts = await bed.run({
			resource: 'payrollPeriod',
			operation: 'getReceipts',
			payrollId: byId(draft.id),
			returnAll: true,
		});
		expect(receipts.items).toHaveLength(0);
	});
});
