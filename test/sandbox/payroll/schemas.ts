export const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const BIRTH = '\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])';

export const employeeFields = {
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

export const deductionFields = {
	type: { type: 'string', minLength: 1 },
	description: { type: 'string', minLength: 1 },
	amount: { type: 'number', exclusiveMinimum: 0 },
	frequency: { type: 'string', minLength: 1 },
	start_date: { type: 'string', pattern: DATE },
	end_date: { anyOf: [{ type: 'string', pattern: DATE }, { type: 'null' }] },
};
