import { useRecorder } from '../fuzz/recorder';

/**
 * The router checks every dropdown with a list of its own before the operation runs: an expression
 * or an AI agent's tool call can put any value in one.
 */

const recorder = useRecorder();

beforeEach(() => {
	recorder.recorded.length = 0;
	recorder.answer({ data: [], meta: { total_pages: 1 } });
});

const { run, requested } = recorder;

const employees = (status: unknown) =>
	run('payroll', {
		resource: 'employee',
		operation: 'getAll',
		returnAll: false,
		limit: 5,
		filters: { status },
	});

test('a value the dropdown does not offer is refused naming the field, before any request', async () => {
	const { error } = await run('payments', {
		resource: 'paymentLink',
		operation: 'create',
		amountType: 'fixed',
		amountUnit: 'cents',
		amount: 100,
		currency: '={{ "EUR" }}',
		description: 'Order 1',
	});
	expect(error?.message).toBe('Currency: must be one of PAB, USD (item 0)');
	expect(recorder.recorded).toHaveLength(0);
});

test('a dropdown inside a collection is checked too', async () => {
	const { error } = await employees('={{ "retired" }}');
	expect(error?.message).toBe('Status: must be one of active, inactive, terminated (item 0)');
	expect(recorder.recorded).toHaveLength(0);
});

test('one of the options passes, and an empty value is left to the operation (not given)', async () => {
	expect((await employees('={{ "inactive" }}')).error).toBeUndefined();
	expect((await employees('={{ "" }}')).error).toBeUndefined();
	expect(requested()).toEqual([
		'GET /v1/nomina/employees?status=inactive&page=1&per_page=5',
		'GET /v1/nomina/employees?page=1&per_page=5',
	]);
});

test('a list or an object in a one-value dropdown is refused as such', async () => {
	for (const status of ['={{ ["active"] }}', '={{ { "a": 1 } }}']) {
		const { error } = await employees(status);
		expect(error?.message).toBe(
			'Status: must be one text or number, not a list or an object (item 0)',
		);
	}
	expect(recorder.recorded).toHaveLength(0);
});

test('a multi-select takes a list or comma-separated text, each value one of its options', async () => {
	const webhook = (events: unknown) =>
		run('salesCrm', {
			resource: 'webhook',
			operation: 'create',
			url: 'https://example.com/hooks/crm',
			events,
		});
	const refused = await webhook('={{ "contact.created, deal.exploded" }}');
	expect(refused.error?.message).toBe(
		'Events: must be one of contact.created, deal.created, deal.lost, deal.won (item 0)',
	);
	expect(recorder.recorded).toHaveLength(0);
	expect((await webhook('={{ "contact.created, deal.won" }}')).error).toBeUndefined();
	expect((await webhook(['deal.lost'])).error).toBeUndefined();
	expect(requested()).toEqual(['POST /crm/v1/webhooks', 'POST /crm/v1/webhooks']);
	expect(recorder.recorded.map((request) => JSON.parse(request.body).events)).toEqual([
		['contact.created', 'deal.won'],
		['deal.lost'],
	]);
});
