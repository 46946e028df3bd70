import type { INodeParameters } from 'n8n-workflow';

import { ANA, payrollTestbed, rl } from './helpers';

const bed = payrollTestbed();

const create = (fields: INodeParameters = {}, additionalFields: INodeParameters = {}) =>
	bed.run({ resource: 'employee', operation: 'create', ...ANA, ...fields, additionalFields });

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
			bed.run({ resource: 'employee', operation: 'update', employeeId: rl('emp_1'), updateFields });
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

	test('several items: the failing one is named, and with Continue On Fail the others go through', async () => {
		bed.sandbox.clearLog();
		const input = [{ rfc: ANA.rfc }, { rfc: 'bad' }];
		const failing = await bed.run(
			{
				resource: 'employee',
				operation: 'create',
				...ANA,
				rfc: '={{ $json.rfc }}',
				additionalFields: {},
			},
			input,
		);
		expect(failing.error?.message).toBe(
			'RFC: must be 13 characters for a person (it has 3) (item 1)',
		);
		bed.sandbox.reset();
		const tolerant = await bed.run(
			{
				resource: 'employee',
				operation: 'create',
				...ANA,
				rfc: '={{ $json.rfc }}',
				additionalFields: {},
			},
			input,
			{ continueOnFail: true },
		);
		expect(tolerant.items.map((i) => i.json.error ?? i.json.rfc)).toEqual([
			ANA.rfc,
			'RFC: must be 13 characters for a person (it has 3) (item 1)',
		]);
		bed.sandbox.reset();
	});
});
