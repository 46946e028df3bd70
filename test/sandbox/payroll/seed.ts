import { DAY_MS, PayrollState, Rec } from './state';

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
