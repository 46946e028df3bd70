import { ApiFailure } from '../server';
import { checkEmployee, checkRange } from './checks';

/**
 * The payroll interface of doc 000 simulated: employees (active, inactive, terminated; termination
 * files the IMSS termination and computes severance), deductions, payroll periods with their state
 * machine draft → calculated → approved → stamped (totals computed from the employees and their
 * deductions; stamping is recorded in `state.taxAuthority` and answers 409 a second time or out of
 * order), receipts and the reports (payroll report as JSON, PDF, XLSX or CSV).
 *
 * What the document does not show, the simulation decides: error bodies `{error, message, details}`
 * (the recruitment shape of the same document), a flat 10% ISR and 2.5% IMSS employee share of the
 * integrated salary, an aguinaldo of 15 days, severance of proportional aguinaldo plus a seniority
 * premium of 12 days a year.
 */
export type Rec = Record<string, any>;

export const PAYROLL_TOKENS = {
	admin: 'payroll-admin-token',
	writer: 'payroll-write-token',
	reader: 'payroll-read-token',
};

export const round2 = (n: number) => Math.round(n * 100) / 100;

export const DAY_MS = 86_400_000;

export const daysBetween = (from: string, to: string) =>
	Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

export const today = () => new Date().toISOString().slice(0, 10);

export function groupBy<T>(items: T[], keyOf: (item: T) => string) {
	const groups = new Map<string, T[]>();
	for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
	return groups;
}

export function clabeValid(clabe: string) {
	const sum = [...clabe.slice(0, 17)].reduce(
		(total, digit, i) => total + ((Number(digit) * [3, 7, 1][i % 3]) % 10),
		0,
	);
	return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

export class PayrollState {
	employees = new Map<string, Rec>();
	deductions = new Map<string, Rec>();
	periods = new Map<string, Rec>();
	/** period id -> its receipts, from the last calculation */
	receipts = new Map<string, Rec[]>();
	/** Every stamp the tax authority received: one per period, ever */
	taxAuthority: Array<{ payroll_id: string; at: string }> = [];
	/** IMSS termination filings */
	imssFilings: Rec[] = [];
	private seq = 0;

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}

	addEmployee(body: Rec, at = new Date().toISOString()) {
		for (const key of ['rfc', 'curp', 'employee_number'] as const) {
			if (
				body[key] !== undefined &&
				[...this.employees.values()].some((e) => e[key] === body[key])
			) {
				throw new ApiFailure(409, 'duplicate', `An employee with this ${key} already exists`, [
					{ field: key, code: 'duplicate', message: 'already taken' },
				]);
			}
		}
		checkEmployee(body);
		const id = this.id('emp');
		const employee: Rec = {
			id,
			employee_number:
				body.employee_number ?? `E${String(this.employees.size + 1).padStart(4, '0')}`,
			department: null,
			position: null,
			integrated_daily_salary: round2(body.daily_salary * 1.0493),
			contract_type: null,
			work_shift: null,
			bank: null,
			clabe: null,
			...body,
			status: body.status ?? 'active',
			created_at: at,
		};
		this.employees.set(id, employee);
		return employee;
	}

	terminate(id: string, body: Rec) {
		const employee = this.employee(id);
		if (employee.status === 'terminated')
			throw new ApiFailure(409, 'already_terminated', `Employee ${id} is already terminated`);
		if (body.termination_date < employee.hire_date) {
			throw new ApiFailure(422, 'validation_error', 'termination_date is before hire_date', [
				{ field: 'termination_date', code: 'before_hire_date', message: 'is before the hire date' },
			]);
		}
		const worked = daysBetween(employee.hire_date, body.termination_date);
		const yearStart = `${body.termination_date.slice(0, 4)}-01-01`;
		const daysThisYear = daysBetween(
			employee.hire_date > yearStart ? employee.hire_date : yearStart,
			body.termination_date,
		);
		const aguinaldo = round2(((15 * daysThisYear) / 365) * employee.daily_salary);
		const seniority = round2(((12 * worked) / 365) * employee.daily_salary);
		const filing = {
			id: this.id('imss'),
			employee_id: id,
			nss: employee.nss,
			type: 'termination',
			date: body.termination_date,
			status: 'filed',
			filed_at: new Date().toISOString(),
		};
		this.imssFilings.push(filing);
		Object.assign(employee, {
			status: 'terminated',
			termination: {
				termination_date: body.termination_date,
				reason: body.reason ?? null,
				notes: body.notes ?? null,
			},
			imss_filing: filing,
			severance: {
				proportional_aguinaldo: aguinaldo,
				seniority_premium: seniority,
				total: round2(aguinaldo + seniority),
			},
		});
		// Deductions stop with the employment.
		for (const deduction of this.deductions.values()) {
			if (
				deduction.employee_id === id &&
				deduction.status === 'active' &&
				(deduction.end_date === null || deduction.end_date > body.termination_date)
			) {
				deduction.end_date = body.termination_date;
			}
		}
		return employee;
	}

	employee(id: string) {
		const employee = this.employees.get(id);
		if (!employee) throw new ApiFailure(404, 'not_found', `Employee ${id} not found`);
		return employee;
	}

	addDeduction(employeeId: string, body: Rec, at = new Date().toISOString()) {
		const employee = this.employee(employeeId);
		if (employee.status === 'terminated')
			throw new ApiFailure(409, 'employee_terminated', `Employee ${employeeId} is terminated`);
		checkRange(body.start_date, body.end_date);
		const deduction: Rec = {
			id: this.id('ded'),
			employee_id: employeeId,
			end_date: null,
			...body,
			period: body.frequency,
			status: 'active',
			created_at: at,
		};
		this.deductions.set(deduction.id, deduction);
		return deduction;
	}

	addPeriod(body: Rec) {
		checkRange(body.start_date, body.end_date);
		if (body.payment_date < body.start_date)
			throw new ApiFailure(422, 'validation_error', 'payment_date is before start_date', [
				{ field: 'payment_date', code: 'range', message: 'is before start_date' },
			]);
		const sameKind = [...this.periods.values()].filter(
			(p) => p.type === body.type && p.start_date.slice(0, 4) === body.start_date.slice(0, 4),
		);
		const period: Rec = {
			id: this.id('pay'),
			period_number: body.period_number ?? sameKind.length + 1,
			...body,
			status: 'draft',
			total_perceptions: 0,
			total_deductions: 0,
			total_net: 0,
			employees_count: 0,
			created_at: new Date().toISOString(),
		};
		this.periods.set(period.id, period);
		return period;
	}

	period(id: string) {
		const period = this.periods.get(id);
		if (!period) throw new ApiFailure(404, 'not_found', `Payroll ${id} not found`);
		return period;
	}

	/** Draft or calculated → calculated: one receipt per employee the period pays. */
	calculate(id: string) {
		const period = this.period(id);
		if (period.status === 'stamped')
			throw new ApiFailure(
				409,
				'already_stamped',
				`Payroll ${id} is already stamped and cannot change`,
			);
		if (period.status === 'approved')
			throw new ApiFailure(
				409,
				'invalid_state',
				`Payroll ${id} is approved: it can no longer be recalculated`,
			);
		const receipts = [...this.employees.values()].flatMap((employee) => {
			const lines = this.receiptLines(period, employee);
			return lines
				? [
						<Rec>{
							id: this.id('rcp'),
							payroll_id: id,
							employee_id: employee.id,
							employee_name: employee.name,
							department: employee.department,
							...lines,
							uuid: null,
							status: 'calculated',
						},
					]
				: [];
		});
		this.receipts.set(id, receipts);
		const sum = (key: string) => round2(receipts.reduce((total, r) => total + r[key], 0));
		Object.assign(period, {
			status: 'calculated',
			total_perceptions: sum('perceptions'),
			total_deductions: sum('total_deductions'),
			total_net: sum('net'),
			employees_count: receipts.length,
			calculated_at: new Date().toISOString(),
		});
		return period;
	}

	private receiptLines(period: Rec, employee: Rec): Rec | undefined {
		let days = 0;
		let perceptions = 0;
		if (period.type === 'settlement') {
			const date = employee.termination?.termination_date;
			if (employee.status !== 'terminated' || date < period.start_date || date > period.end_date)
				return undefined;
			perceptions = employee.severance.total;
		} else {
			if (employee.status !== 'active' || employee.hire_date > period.end_date) return undefined;
			days = daysBetween(
				employee.hire_date > period.start_date ? employee.hire_date : period.start_date,
				period.end_date,
			);
			perceptions =
				period.type === 'ordinary'
					? days * employee.daily_salary
					: period.type === 'aguinaldo'
						? 15 * employee.daily_salary
						: Number(period.ptu_amount ?? 0) / this.activeCount();
		}
		const deductions =
			period.type === 'ordinary'
				? [...this.deductions.values()]
						.filter(
							(d) =>
								d.employee_id === employee.id &&
								d.status === 'active' &&
								d.start_date <= period.end_date &&
								(d.end_date === null || d.end_date >= period.start_date),
						)
						.map((d) => ({ deduction_id: d.id, type: d.type, amount: d.amount }))
				: [];
		const isr = round2(perceptions * 0.1);
		const imss =
			period.type === 'ordinary' ? round2(employee.integrated_daily_salary * days * 0.025) : 0;
		const total = round2(deductions.reduce((sum, d) => sum + d.amount, 0) + isr + imss);
		return {
			days,
			perceptions: round2(perceptions),
			deductions,
			isr,
			imss_employee: imss,
			total_deductions: total,
			net: round2(perceptions - total),
		};
	}

	private activeCount() {
		return Math.max(1, [...this.employees.values()].filter((e) => e.status === 'active').length);
	}

	approve(id: string) {
		const period = this.period(id);
		if (period.status !== 'calculated')
			throw new ApiFailure(
				409,
				'invalid_state',
				`Payroll ${id} is ${period.status}: only a calculated payroll can be approved`,
			);
		return Object.assign(period, { status: 'approved', approved_at: new Date().toISOString() });
	}

	stamp(id: string) {
		const period = this.period(id);
		if (period.status === 'stamped')
			throw new ApiFailure(409, 'already_stamped', `Payroll ${id} is already stamped`);
		if (period.status !== 'approved')
			throw new ApiFailure(
				409,
				'invalid_state',
				`Payroll ${id} is ${period.status}: only an approved payroll can be stamped`,
			);
		const at = new Date().toISOString();
		this.taxAuthority.push({ payroll_id: id, at });
		for (const [i, receipt] of (this.receipts.get(id) ?? []).entries()) {
			Object.assign(receipt, {
				status: 'stamped',
				uuid: `${id.slice(-6).padStart(8, 'F')}-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
				stamped_at: at,
			});
		}
		return Object.assign(period, { status: 'stamped', stamped_at: at });
	}

	/** Stamped receipts of an employee in a year (by payment date), optionally a month. */
	stampedReceipts(year: number, month?: number, employeeId?: string): Rec[] {
		return [...this.periods.values()]
			.filter(
				(p) =>
					p.status === 'stamped' &&
					Number(p.payment_date.slice(0, 4)) === year &&
					(month === undefined || Number(p.payment_date.slice(5, 7)) === month),
			)
			.flatMap((p) =>
				(this.receipts.get(p.id) ?? []).map((r): Rec => ({ ...r, periodType: p.type })),
			)
			.filter((r) => !employeeId || r.employee_id === employeeId);
	}
}
