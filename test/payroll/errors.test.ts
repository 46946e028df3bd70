import { ANA, payrollTestbed } from './helpers';

const bed = payrollTestbed();

describe('Payroll: what is checked before any request', () => {
	afterEach(() => {
		expect(bed.requests()).toHaveLength(0);
	});

	test('several items: the failing one is named, and with Continue On Fail the others go through', async () => {
		bed.sandbox.clearLog();
		const input = [{ rfc: ANA.rfc }, { rfc: 'bad' }];
		const createFromInput = {
			resource: 'employee',
			operation: 'create',
			...ANA,
			rfc: '={{ $json.rfc }}',
			additionalFields: {},
		};
		const failing = await bed.run(createFromInput, input);
		expect(failing.error?.message).toBe(
			'RFC: must be 13 characters for a person (it has 3) (item 1)',
		);
		bed.sandbox.reset();
		const tolerant = await bed.run(createFromInput, input, { continueOnFail: true });
		expect(tolerant.items.map((i) => i.json.error ?? i.json.rfc)).toEqual([
			ANA.rfc,
			'RFC: must be 13 characters for a person (it has 3) (item 1)',
		]);
		bed.sandbox.reset();
	});
});
