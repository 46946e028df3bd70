import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { PAYROLL_TOKENS } from '../sandbox/payroll';
import { ANA } from '../fixtures/payroll';

type Rec = Record<string, any>;

// The valid employee the e2e fixture hires too
export { ANA, VALID_CLABE } from '../fixtures/payroll';

export function payrollTestbed() {
	const bed = nodeTestbed({
		slug: 'payroll',
		type: 'payroll',
		credentials: (baseUrl, accessToken = PAYROLL_TOKENS.admin) => ({
			bizOpsPayrollApi: { baseUrl, accessToken },
		}),
	});
	const { state } = bed;
	const run = runWithSecretAs(bed, 'token');
	/** An employee straight in the sandbox; `n` varies the unique fields */
	const employee = (n = 1, { created_at, ...fields }: Rec = {}) =>
		state().addEmployee(
			{
				...ANA,
				name: `Employee ${n}`,
				rfc: `GALA8503${String(10 + (n % 18)).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`.slice(
					0,
					13,
				),
				curp: `GALA850312MDFRPN${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(n / 10) % 36]}${n % 10}`,
				employee_number: `E${n}`,
				...fields,
			},
			created_at,
		);
	/** A period straight in the sandbox, moved to `status` through the state machine */
	const period = (
		status: 'draft' | 'calculated' | 'approved' | 'stamped' = 'draft',
		fields: Rec = {},
	) => {
		const created = state().addPeriod({
			type: 'ordinary',
			frequency: 'semimonthly',
			start_date: '2026-01-01',
			end_date: '2026-01-15',
			payment_date: '2026-01-15',
			...fields,
		});
		const steps = ['calculated', 'approved', 'stamped'];
		for (const step of steps.slice(0, steps.indexOf(status) + 1)) {
			if (step === 'calculated') state().calculate(created.id);
			if (step === 'approved') state().approve(created.id);
			if (step === 'stamped') state().stamp(created.id);
		}
		return created;
	};
	return { ...bed, run, employee, period };
}

export { byId } from '../fixtures/types';
