import type { INodeParameters } from 'n8n-workflow';

import { FIXTURES } from '../fixtures';
import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { invoiceParameters } from '../invoicing/helpers';
import { seedDemoData } from '../sandbox';

/** Faults the fault suite (writes.test.ts) found, each kept as a plain test. */

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

const runWrite = (slug: string, type: string, parameters: Record<string, unknown>) => {
	const { credential } = FIXTURES.find((f) => f.slug === slug)!;
	return runNode(
		{
			type,
			parameters: parameters as INodeParameters,
			credentials: { [credential.type]: credential.data(bed.sandbox.baseUrl(slug)) },
			continueOnFail: true,
		},
		[{}],
	);
};

describe('a write answered with a web page (a proxy page with status 200)', () => {
	beforeEach(() => seedDemoData(bed.interfaces));

	test('Invoice → Create in Batch says the invoice may have been stamped (was: "was not stamped", and to send it again)', async () => {
		const invoicesBefore = bed.interfaces.invoicing.state.invoices.size;
		bed.sandbox.faults = { script: ['nonJsonAfter'] };
		const { items } = await runWrite('invoicing', 'invoicing', {
			...invoiceParameters(),
			operation: 'createBatch',
		});
		expect(bed.interfaces.invoicing.state.invoices.size).toBe(invoicesBefore + 1);
		expect(items[0].json.error).toBe(
			'The invoice of item 0 may have been stamped: the batch request failed (Invoicing answered without its JSON (a web page came instead): the request may have taken effect); check Invoice → Get Many before sending it again (batch_failed)',
		);
	});

	test('Transcript → Fetch says the fetch may have taken effect (was: "no transcript URL")', async () => {
		const [meeting] = bed.interfaces.meetings.state.meetings.values();
		bed.sandbox.faults = { script: ['nonJsonAfter'] };
		const { items } = await runWrite('meetings', 'meetings', {
			resource: 'transcript',
			operation: 'fetch',
			publicMeetingId: meeting.publicMeetingId,
			cfSessionId: [...meeting.sessions.keys()][0],
			waitUntilReady: false,
			download: true,
		});
		expect(bed.sandbox.applied).toBe(1);
		expect(items[0].json.error).toMatch(
			/a web page came instead\): the request may have taken effect/,
		);
	});

	test('a read answered with a web page says so, and nothing about an effect', async () => {
		bed.sandbox.faults = { script: ['nonJsonAfter'], requests: 'all' };
		const { items } = await runWrite('sales_crm', 'salesCrm', {
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
		});
		expect(items).toHaveLength(1);
		expect(items[0].json.error).toBe(
			'Sales CRM answered without its JSON (a web page came instead)',
		);
	});
});

describe('a Billing charge whose answer was lost', () => {
	beforeEach(() => seedDemoData(bed.interfaces));

	test('is sent again with its idempotency key and charged once (the replay is no second effect)', async () => {
		const state = bed.interfaces.pay_integration.state;
		const customer = [...state.customers.values()].find((c) => c.customerVaultId)!;
		const ledger = state.processorLedger.length;
		bed.sandbox.faults = { script: ['dropAfter'] };
		const { items } = await runWrite('pay_integration', 'billing', {
			resource: 'charge',
			operation: 'create',
			customerId: { __rl: true, mode: 'id', value: customer.id },
			productCode: { __rl: true, mode: 'id', value: 'setup_fee' },
			additionalFields: {},
		});
		expect(items[0].json.error).toBeUndefined();
		// Both attempts reached the service; the second replayed the first.
		expect(bed.sandbox.appliedRequests).toBe(2);
		expect(state.processorLedger.length).toBe(ledger + 1);
		expect(bed.sandbox.applied).toBe(1);
	});
});
