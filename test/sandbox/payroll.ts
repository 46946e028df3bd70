import { zipOf } from './files';
import { pageOf } from './lists';
import type { Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';

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

type Rec = Record<string, any>;

export const PAYROLL_TOKENS = {
	admin: 'payroll-admin-token',
	writer: 'payroll-write-token',
	reader: 'payroll-read-token',
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
	Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
const today = () => new Date().toISOString().slice(0, 10);

function groupBy<T>(items: T[], keyOf: (item: T) => string) {
	const groups = new Map<string, T[]>();
	for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
	return groups;
}

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const BIRTH = '\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])';
const employeeFields = {
	employee_number: { type: 'string', minLength: 1 },
	name: { type: 'string', minLength: 1 },
	rfc: { type: 'string', pattern: `^[A-ZÑ&]{4}${BIRTH}[A-Z\\d]{3}$` },
	curp: {
		type: 'string',
		pattern: `^[A-Z][AEIOUX][A-Z]{2}${BIRTH}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$`,
	},
	nss: { type: 'string', pattern: '^\\d{11}$' },
	department: { type: 'string' },
	position: { type: 'string' },
	hire_date: { type: 'string', pattern: DATE },
	daily_salary: { type: 'number', exclusiveMinimum: 0 },
	integrated_daily_salary: { type: 'number', exclusiveMinimum: 0 },
	contract_type: { type: 'string' },
	work_shift: { type: 'string' },
	bank: { type: 'string' },
	clabe: { type: 'string', pattern: '^\\d{18}$' },
};

const deductionFields = {
	type: { type: 'string', minLength: 1 },
	description: { type: 'string', minLength: 1 },
	amount: { type: 'number', exclusiveMinimum: 0 },
	frequency: { type: 'string', minLength: 1 },
	start_date: { type: 'string', pattern: DATE },
	end_date: { anyOf: [{ type: 'string', pattern: DATE }, { type: 'null' }] },
};

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

function checkEmployee(body: Rec) {
	if (typeof body.clabe === 'string' && !clabeValid(body.clabe)) {
		throw new ApiFailure(422, 'validation_error', 'Invalid clabe', [
			{ field: 'clabe', code: 'check_digit', message: 'wrong check digit' },
		]);
	}
	if (
		body.daily_salary !== undefined &&
		body.integrated_daily_salary !== undefined &&
		body.integrated_daily_salary < body.daily_salary
	) {
		throw new ApiFailure(422, 'validation_error', 'Invalid integrated_daily_salary', [
			{
				field: 'integrated_daily_salary',
				code: 'below_daily_salary',
				message: 'is below daily_salary',
			},
		]);
	}
}

function checkRange(start: string | undefined, end: string | null | undefined) {
	if (start && end && end < start)
		throw new ApiFailure(422, 'validation_error', 'end_date is before start_date', [
			{ field: 'end_date', code: 'range', message: 'is before start_date' },
		]);
}

function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return {
		data,
		meta: {
			current_page: page,
			total_pages: Math.max(1, Math.ceil(total / perPage)),
			total_count: total,
		},
	};
}

function oneOf(query: Record<string, string>, name: string, allowed: readonly string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name]))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be one of ${allowed.join(', ')}`);
}

function integer(query: Record<string, string>, name: string, min: number, max: number) {
	if (query[name] === undefined) return undefined;
	const n = Number(query[name]);
	if (!Number.isInteger(n) || n < min || n > max)
		throw new ApiFailure(
			400,
			'invalid_parameter',
			`${name} must be a whole number from ${min} to ${max}`,
		);
	return n;
}

/** The payroll report as rows: one per receipt (detail), per department, or none (summary: totals only). */
function payrollReport(state: PayrollState, period: Rec, type: string) {
	const receipts = state.receipts.get(period.id) ?? [];
	const rows =
		type === 'detail'
			? receipts.map((r) => ({
					employee_id: r.employee_id,
					employee_name: r.employee_name,
					department: r.department,
					perceptions: r.perceptions,
					deductions: r.total_deductions,
					net: r.net,
				}))
			: type === 'by_department'
				? [...groupBy(receipts, (r) => String(r.department ?? 'none')).entries()].map(
						([department, group]) => ({
							department,
							employees: group.length,
							perceptions: round2(group.reduce((s, r) => s + r.perceptions, 0)),
							deductions: round2(group.reduce((s, r) => s + r.total_deductions, 0)),
							net: round2(group.reduce((s, r) => s + r.net, 0)),
						}),
					)
				: [];
	const totals = {
		employees_count: period.employees_count,
		total_perceptions: period.total_perceptions,
		total_deductions: period.total_deductions,
		total_net: period.total_net,
	};
	return {
		payroll_id: period.id,
		type,
		status: period.status,
		start_date: period.start_date,
		end_date: period.end_date,
		totals,
		rows,
	};
}

function csv(report: Rec) {
	const rows: Rec[] = report.rows.length ? report.rows : [report.totals];
	const header = Object.keys(rows[0]);
	const cell = (value: unknown) =>
		/[",\n]/.test(String(value ?? ''))
			? `"${String(value).replace(/"/g, '""')}"`
			: String(value ?? '');
	return (
		[header.join(','), ...rows.map((row) => header.map((key) => cell(row[key])).join(','))].join(
			'\n',
		) + '\n'
	);
}

/** A one-page PDF with the report's lines as text. */
function pdf(lines: string[]) {
	const text = lines
		.map(
			(line, i) => `BT /F1 10 Tf 40 ${800 - i * 14} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`,
		)
		.join('\n');
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let out = '%PDF-1.4\n';
	const offsets = objects.map((object, i) => {
		const at = Buffer.byteLength(out);
		out += `${i + 1} 0 obj\n${object}\nendobj\n`;
		return at;
	});
	const xref = Buffer.byteLength(out);
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
	out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return Buffer.from(out);
}

/** A one-sheet workbook with inline strings and numbers. */
function xlsx(table: unknown[][]) {
	const escape = (s: string) =>
		s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
	const cell = (value: unknown) =>
		typeof value === 'number'
			? `<c><v>${value}</v></c>`
			: `<c t="inlineStr"><is><t>${escape(String(value ?? ''))}</t></is></c>`;
	const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${table.map((row) => `<row>${row.map(cell).join('')}</row>`).join('')}</sheetData></worksheet>`;
	const entries: Array<[string, string]> = [
		[
			'[Content_Types].xml',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
		],
		[
			'_rels/.rels',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
		],
		[
			'xl/workbook.xml',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Payroll" sheetId="1" r:id="rId1"/></sheets></workbook>',
		],
		[
			'xl/_rels/workbook.xml.rels',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
		],
		['xl/worksheets/sheet1.xml', sheet],
	];
	return zipOf(entries.map(([name, content]) => ({ name, data: Buffer.from(content) })));
}

const FILES: Record<string, { type: string; render(report: Rec): Buffer }> = {
	csv: { type: 'text/csv; charset=utf-8', render: (report) => Buffer.from(csv(report)) },
	pdf: {
		type: 'application/pdf',
		render: (report) =>
			pdf([
				`Payroll ${report.payroll_id} (${report.type})`,
				`${report.start_date} - ${report.end_date}`,
				...csv(report).trim().split('\n'),
			]),
	},
	xlsx: {
		type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		render: (report) => {
			const rows: Rec[] = report.rows.length ? report.rows : [report.totals];
			return xlsx([Object.keys(rows[0]), ...rows.map((row) => Object.values(row))]);
		},
	},
};

export function payrollSandbox(
	state = new PayrollState(),
): SandboxInterface & { state: PayrollState } {
	const deduction = (id: string) => {
		const found = state.deductions.get(id);
		if (!found) throw new ApiFailure(404, 'not_found', `Deduction ${id} not found`);
		return found;
	};
	const reportYear = (req: SandboxRequest) => integer(req.query, 'year', 2000, 2100);

	const routes: Route[] = [
		{
			method: 'GET',
			path: '/employees',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', ['active', 'inactive', 'terminated']);
				oneOf(q, 'sort_by', ['name', 'hire_date', 'department']);
				const search = q.search?.toLowerCase();
				const list = [...state.employees.values()].filter(
					(e) =>
						(!q.status || e.status === q.status) &&
						(!q.department || e.department === q.department) &&
						(!search ||
							[e.name, e.rfc, e.employee_number].some((v) =>
								String(v ?? '')
									.toLowerCase()
									.includes(search),
							)),
				);
				const key = q.sort_by ?? 'name';
				list.sort(
					(a, b) =>
						String(a[key] ?? '').localeCompare(String(b[key] ?? '')) || a.id.localeCompare(b.id),
				);
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'POST',
			path: '/employees',
			scope: 'nomina:write',
			body: {
				type: 'object',
				additionalProperties: false,
				required: ['name', 'rfc', 'curp', 'nss', 'hire_date', 'daily_salary'],
				properties: { ...employeeFields, status: { enum: ['active', 'inactive', 'terminated'] } },
			},
			handler: (req) => ({ status: 201, body: { data: state.addEmployee(req.body) } }),
		},
		{
			method: 'GET',
			path: '/employees/{employee_id}',
			handler: (req) => ({ body: { data: state.employee(req.params.employee_id) } }),
		},
		{
			method: 'PATCH',
			path: '/employees/{employee_id}',
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: { ...employeeFields, status: { enum: ['active', 'inactive'] } },
			},
			handler: (req) => {
				const employee = state.employee(req.params.employee_id);
				if (employee.status === 'terminated')
					throw new ApiFailure(409, 'employee_terminated', `Employee ${employee.id} is terminated`);
				checkEmployee({ ...employee, ...req.body });
				return { body: { data: Object.assign(employee, req.body) } };
			},
		},
		{
			method: 'POST',
			path: '/employees/{employee_id}/terminate',
			scope: 'nomina:admin',
			body: {
				type: 'object',
				additionalProperties: false,
				required: ['termination_date'],
				properties: {
					termination_date: { type: 'string', pattern: DATE },
					reason: { type: 'string' },
					notes: { type: 'string' },
				},
			},
			handler: (req) => ({ body: { data: state.terminate(req.params.employee_id, req.body) } }),
		},
		{
			method: 'GET',
			path: '/payrolls',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', ['draft', 'calculated', 'approved', 'stamped']);
				oneOf(q, 'type', ['ordinary', 'aguinaldo', 'ptu', 'settlement']);
				const year = integer(q, 'year', 2000, 2100);
				const month = integer(q, 'month', 1, 12);
				const list = [...state.periods.values()]
					.filter(
						(p) =>
							(!q.status || p.status === q.status) &&
							(!q.type || p.type === q.type) &&
							(year === undefined || Number(p.start_date.slice(0, 4)) === year) &&
							(month === undefined || Number(p.start_date.slice(5, 7)) === month),
					)
					.sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id.localeCompare(a.id));
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'POST',
			path: '/payrolls',
			body: {
				type: 'object',
				required: ['type', 'frequency', 'start_date', 'end_date', 'payment_date'],
				properties: {
					type: { enum: ['ordinary', 'aguinaldo', 'ptu', 'settlement'] },
					frequency: { enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] },
					start_date: { type: 'string', pattern: DATE },
					end_date: { type: 'string', pattern: DATE },
					payment_date: { type: 'string', pattern: DATE },
					period_number: { type: 'integer', minimum: 1 },
					ptu_amount: { type: 'number', minimum: 0 },
				},
			},
			handler: (req) => ({ status: 201, body: { data: state.addPeriod(req.body) } }),
		},
		{
			method: 'POST',
			path: '/payrolls/{payroll_id}/calculate',
			handler: (req) => ({ body: { data: state.calculate(req.params.payroll_id) } }),
		},
		{
			method: 'POST',
			path: '/payrolls/{payroll_id}/approve',
			scope: 'nomina:admin',
			handler: (req) => ({ body: { data: state.approve(req.params.payroll_id) } }),
		},
		{
			method: 'POST',
			path: '/payrolls/{payroll_id}/stamp',
			scope: 'nomina:admin',
			handler: (req) => ({ body: { data: state.stamp(req.params.payroll_id) } }),
		},
		{
			method: 'GET',
			path: '/payrolls/{payroll_id}/receipts',
			handler: (req) => {
				state.period(req.params.payroll_id);
				return { body: paginate(state.receipts.get(req.params.payroll_id) ?? [], req.query) };
			},
		},
		{
			method: 'GET',
			path: '/employees/{employee_id}/deductions',
			handler: (req) => {
				state.employee(req.params.employee_id);
				return {
					body: paginate(
						[...state.deductions.values()].filter((d) => d.employee_id === req.params.employee_id),
						req.query,
					),
				};
			},
		},
		{
			method: 'POST',
			path: '/employees/{employee_id}/deductions',
			body: {
				type: 'object',
				additionalProperties: false,
				required: ['type', 'description', 'amount', 'frequency', 'start_date'],
				properties: deductionFields,
			},
			handler: (req) => ({
				status: 201,
				body: { data: state.addDeduction(req.params.employee_id, req.body) },
			}),
		},
		{
			method: 'PATCH',
			path: '/deductions/{deduction_id}',
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: deductionFields,
			},
			handler: (req) => {
				const found = deduction(req.params.deduction_id);
				if (found.status === 'cancelled')
					throw new ApiFailure(409, 'deduction_cancelled', `Deduction ${found.id} is cancelled`);
				const next = { ...found, ...req.body };
				checkRange(next.start_date, next.end_date);
				return {
					body: {
						data: Object.assign(
							found,
							req.body,
							req.body.frequency ? { period: req.body.frequency } : {},
						),
					},
				};
			},
		},
		{
			method: 'DELETE',
			path: '/deductions/{deduction_id}',
			// Cancelling again answers the cancelled deduction: the DELETE is idempotent.
			handler: (req) => {
				const found = deduction(req.params.deduction_id);
				if (found.status !== 'cancelled')
					Object.assign(found, { status: 'cancelled', cancelled_at: new Date().toISOString() });
				return { body: { data: found } };
			},
		},
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
		error: (_status, code, message, details) => ({
			error: code,
			message,
			...(details ? { details } : {}),
		}),
		reset() {
			for (const map of [state.employees, state.deductions, state.periods, state.receipts])
				map.clear();
			state.taxAuthority = [];
			state.imssFilings = [];
		},
	};
}

/**
 * What `npm start` opens with: six employees in three departments (one terminated), their
 * deductions, and this year's periods in every state: January stamped, February approved, March
 * calculated, April a draft. Tests start empty.
 */
export function seedPayroll(state: PayrollState) {
	const year = new Date().getUTCFullYear();
	const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
	const people: Rec[] = [
		{
			employee_number: 'E0001',
			name: 'Ana García López',
			rfc: 'GALA850312QX1',
			curp: 'GALA850312MDFRPN04',
			nss: '12345678901',
			department: 'Finance',
			position: 'Accountant',
			hire_date: '2019-03-01',
			daily_salary: 850,
			integrated_daily_salary: 892.5,
			contract_type: '01',
			work_shift: '01',
			bank: '012',
			clabe: '012180001234567899',
		},
		{
			employee_number: 'E0002',
			name: 'Luis Hernández Ruiz',
			rfc: 'HERL900715AB2',
			curp: 'HERL900715HJCRZS08',
			nss: '23456789012',
			department: 'Operations',
			position: 'Warehouse lead',
			hire_date: '2021-06-15',
			daily_salary: 520,
			integrated_daily_salary: 545.6,
			contract_type: '01',
			work_shift: '02',
		},
		{
			employee_number: 'E0003',
			name: 'María Torres Vega',
			rfc: 'TOVM920101CD3',
			curp: 'TOVM920101MNLRGR02',
			nss: '34567890123',
			department: 'Operations',
			position: 'Picker',
			hire_date: '2023-01-09',
			daily_salary: 320,
			integrated_daily_salary: 335.78,
		},
		{
			employee_number: 'E0004',
			name: 'Jorge Ramírez Soto',
			rfc: 'RASJ880420EF4',
			curp: 'RASJ880420HDFMTR01',
			nss: '45678901234',
			department: 'Sales',
			position: 'Account executive',
			hire_date: '2020-09-01',
			daily_salary: 700,
			integrated_daily_salary: 735,
		},
		{
			employee_number: 'E0005',
			name: 'Sofía Morales Díaz',
			rfc: 'MODS950823GH5',
			curp: 'MODS950823MPLRZF07',
			nss: '56789012345',
			department: 'Sales',
			position: 'Sales assistant',
			hire_date: `${year}-01-02`,
			daily_salary: 410,
			integrated_daily_salary: 430.2,
		},
		{
			employee_number: 'E0006',
			name: 'Pedro Castillo Núñez',
			rfc: 'CANP870205IJ6',
			curp: 'CANP870205HVZSXD03',
			nss: '67890123456',
			department: 'Finance',
			position: 'Analyst',
			hire_date: '2018-05-14',
			daily_salary: 780,
			integrated_daily_salary: 818.61,
		},
	];
	const employees = people.map((p, i) => state.addEmployee(p, ago(400 - i * 60)));
	state.addDeduction(employees[0].id, {
		type: 'infonavit',
		description: 'INFONAVIT credit 1234567890',
		amount: 1250,
		frequency: 'biweekly',
		start_date: `${year}-01-01`,
	});
	state.addDeduction(employees[1].id, {
		type: 'savings_fund',
		description: 'Savings fund 5%',
		amount: 390,
		frequency: 'biweekly',
		start_date: `${year}-01-01`,
	});
	state.addDeduction(employees[3].id, {
		type: 'other',
		description: 'Company loan',
		amount: 500,
		frequency: 'biweekly',
		start_date: `${year}-01-01`,
		end_date: `${year}-06-30`,
	});
	state.terminate(employees[5].id, {
		termination_date: `${year}-01-31`,
		reason: 'resignation',
		notes: 'Left for another company',
	});
	const month = (m: number) => String(m).padStart(2, '0');
	const lastDay = (m: number) => new Date(Date.UTC(year, m, 0)).getUTCDate();
	const periods = [1, 2, 3, 4].map((m) =>
		state.addPeriod({
			type: 'ordinary',
			frequency: 'monthly',
			start_date: `${year}-${month(m)}-01`,
			end_date: `${year}-${month(m)}-${lastDay(m)}`,
			payment_date: `${year}-${month(m)}-${lastDay(m)}`,
		}),
	);
	const settlement = state.addPeriod({
		type: 'settlement',
		frequency: 'monthly',
		start_date: `${year}-01-01`,
		end_date: `${year}-01-31`,
		payment_date: `${year}-02-05`,
	});
	for (const period of [periods[0], settlement]) {
		state.calculate(period.id);
		state.approve(period.id);
		state.stamp(period.id);
	}
	state.calculate(periods[1].id);
	state.approve(periods[1].id);
	state.calculate(periods[2].id);
	return { employees, periods: [...periods, settlement] };
}
