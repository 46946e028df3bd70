import { FIXTURES } from '../e2e/interfaces';
import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from '../sandbox';

/** Faults the fault suite (writes.test.ts) found, each kept as a plain test. */

jest.mock('n8n-workflow', () => ({
	...jest.requireActual('n8n-workflow'),
	sleep: async () => {},
}));

const bed = useSandbox();
const fixture = FIXTURES.find((f) => f.slug === 'sales_crm')!;

const deleteContact = (contactId: string) =>
	runNode(
		{
			type: 'salesCrm',
			parameters: { resource: 'contact', operation: 'delete', contactId },
			credentials: {
				[fixture.credential.type]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
			},
			continueOnFail: true,
		},
		[{}],
	);

describe('a delete retried after its answer was lost', () => {
	beforeEach(() => seedDemoData(bed.interfaces));

	test('the retry answered 404 (the first attempt deleted it): the error says it may have taken effect', async () => {
		const [contact] = bed.interfaces.sales_crm.state.contacts.values();
		bed.sandbox.faults = { script: ['dropAfter'] };
		const { items } = await deleteContact(String(contact.id));
		expect(bed.sandbox.applied).toBe(1);
		expect(items[0].json.error).toMatch(/answered 404/);
		expect(items[0].json.error).toMatch(/an earlier attempt may have taken effect/);
	});

	test('a 404 without an earlier lost answer says only that the record is not there', async () => {
		const { items } = await deleteContact('ct_missing');
		expect(items[0].json.error).toMatch(/answered 404/);
		expect(items[0].json.error).not.toMatch(/may have/);
	});
});
