import { useRecorder } from './recorder';

/**
 * What the fuzzer of operations.test.ts found, each pinned as a plain example so that a
 * regression fails here whatever the fuzzer's luck.
 */

const recorder = useRecorder();

beforeEach(() => {
	recorder.recorded.length = 0;
	recorder.answer({});
});

const { run, requested } = recorder;

const byId = (value: unknown) => ({ __rl: true, mode: 'id', value });

describe('IDs in paths', () => {
	test.each([
		['a/../b', '/public/v1/contacts/a%2F..%2Fb'],
		['qmark?injected=1', '/public/v1/contacts/qmark%3Finjected%3D1'],
		['hash#frag', '/public/v1/contacts/hash%23frag'],
		['%2F', '/public/v1/contacts/%252F'],
		[' 42 ', '/public/v1/contacts/42'],
	])('the ID %j is sent as one encoded segment', async (id, path) => {
		await run('workspaceCrm', { resource: 'contact', operation: 'get', contactId: byId(id) });
		expect(requested()).toEqual([`GET ${path}`]);
	});

	test.each(['..', '.', ' .. '])(
		'the ID %j is refused naming the field, before any request',
		async (id) => {
			const { error } = await run('salesCrm', {
				resource: 'contact',
				operation: 'delete',
				contactId: byId(id),
			});
			expect(error?.name).toBe('NodeOperationError');
			expect(error?.message).toMatch(/^Contact \(contactId\): cannot be "\.{1,2}"/);
			expect(recorder.recorded).toHaveLength(0);
		},
	);

	test('an ID given as an object (by expression) is refused, not sent as [object Object]', async () => {
		const { error } = await run('salesCrm', {
			resource: 'contact',
			operation: 'get',
			contactId: byId({ id: 1 }),
		});
		expect(error?.message).toMatch(
			/^Contact \(contactId\): must be a text, not a list or an object/,
		);
		expect(recorder.recorded).toHaveLength(0);
	});

	test('an ID given as an empty list (by expression) is refused, not sent as an empty segment (/geo/cities/)', async () => {
		const { error } = await run('workspaceCrm', {
			resource: 'geo',
			operation: 'getCities',
			countryId: 1,
			stateId: '={{ [] }}',
		});
		expect(error?.message).toMatch(/\(stateId\): must be a text, not a list or an object/);
		expect(recorder.recorded).toHaveLength(0);
	});

	test("Chat's Account ID goes through the same check: '..' is refused, not sent as /api/v1/contacts", async () => {
		const { error } = await run('chat', {
			resource: 'contact',
			operation: 'getAll',
			accountId: '..',
		});
		expect(error?.message).toMatch(/^accountId: cannot be "\.\."/);
		expect(recorder.recorded).toHaveLength(0);
		await run('chat', {
			resource: 'contact',
			operation: 'getAll',
			accountId: 'a/b',
			returnAll: false,
			limit: 1,
		});
		expect(requested()[0]).toMatch(/^GET \/api\/v1\/accounts\/a%2Fb\/contacts\?/);
	});
});

describe('values of another type than the field expects (given by expression)', () => {
	test.each([
		['a text', 'payment.completed'],
		['nothing (a field the input item lacks)', '={{ $json.missing }}'],
	])(
		'a multi-select given %s is refused naming it (was a TypeError: values.map, events.length)',
		async (_, events) => {
			const { error } = await run('payments', {
				resource: 'webhook',
				operation: 'create',
				url: 'https://example.com/hook',
				events,
			});
			expect(error?.message).toMatch(/^Events: must be a list of values/);
			expect(recorder.recorded).toHaveLength(0);
		},
	);

	test('a number where a text is trimmed is sent as its digits (was a TypeError: .trim is not a function)', async () => {
		await run('payroll', {
			resource: 'report',
			operation: 'isr',
			year: 2026,
			additionalFields: { employee_id: 42 },
		});
		expect(requested()).toEqual(['GET /v1/nomina/reports/isr?year=2026&employee_id=42']);
		await run('forms', { resource: 'form', operation: 'create', title: 7 });
		expect(requested()[1]).toBe('POST /api/v1/forms');
	});

	test.each([
		['an object', { a: 1 } as unknown, 'sort_by[a]'],
		['a list', ['date'], 'sort_by[0]'],
	])('%s in a query field (%j) is refused naming it, not sent as the key %s', async (_, value) => {
		const { error } = await run('invoicing', {
			resource: 'invoice',
			operation: 'getAll',
			returnAll: false,
			limit: 1,
			sort: { sort_by: value },
		});
		expect(error?.message).toMatch(/^Sort By: must be one text or number, not a list or an object/);
		expect(recorder.recorded).toHaveLength(0);
	});

	test('a date-time object ({{ $now }}) in a query field is sent as its ISO text, not as its inner fields (q[ts], q[_zone]...)', async () => {
		await run('chat', { resource: 'search', operation: 'search', q: '={{ $now }}' });
		const [path, query] = requested()[0].split('?');
		expect(path).toBe('GET /api/v1/accounts/1/search');
		expect([...new URLSearchParams(query).keys()]).toEqual(['q']);
		expect(new URLSearchParams(query).get('q')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
	});

	test('a dropdown that decides which fields show, given a value it does not offer, is refused naming it', async () => {
		// It used to read the hidden Product Code: n8n's "Could not find property", naming nothing.
		for (const productsMode of ['both', null]) {
			const { error } = await run('billing', {
				resource: 'subscription',
				operation: 'create',
				customerId: byId('cus_1'),
				productsMode,
			});
			expect(error?.message).toMatch(
				/^Products \(productsMode\): must be one of items, productCode/,
			);
		}
		expect(recorder.recorded).toHaveLength(0);
	});
});

describe('files', () => {
	test('an Input Binary Field the item does not hold is refused naming the field, even "constructor"', async () => {
		for (const binaryPropertyName of ['sheet', 'constructor']) {
			const { error } = await run('salesCrm', {
				resource: 'contact',
				operation: 'import',
				binaryPropertyName,
			});
			expect(error?.message).toBe(
				`Input Binary Field (binaryPropertyName): the input item has no binary field '${binaryPropertyName}' (item 0)`,
			);
		}
		expect(recorder.recorded).toHaveLength(0);
	});

	test('a download named after an ID with "%" keeps the ID as its file name (was URIError: URI malformed)', async () => {
		const { items, error } = await run('invoicing', {
			resource: 'invoice',
			operation: 'downloadPdf',
			invoiceId: byId('100%'),
			binaryPropertyName: 'data',
		});
		expect(error).toBeUndefined();
		expect(requested()).toEqual(['GET /v1/invoicing/invoices/100%25/pdf']);
		expect(items[0].json).toMatchObject({ id: '100%', fileName: '100%.pdf' });
	});
});

describe('answers that do not have the documented shape', () => {
	test('a list answered with a record is a NodeApiError (was TypeError: items.slice is not a function)', async () => {
		recorder.answer({ data: { id: 'c1' } });
		const { error } = await run('workspaceCrm', {
			resource: 'contact',
			operation: 'getAll',
			returnAll: false,
			limit: 5,
		});
		expect(error?.name).toBe('NodeApiError');
		expect(error?.message).toBe('Workspace CRM answered without a list of records');
	});

	test('a Billing record answered without data.<record> is a NodeApiError (was a TypeError reading it)', async () => {
		const { error } = await run('billing', {
			resource: 'customer',
			operation: 'get',
			customerId: byId('cus_1'),
		});
		expect(error?.name).toBe('NodeApiError');
		expect(error?.message).toBe('Billing answered without data.customer');
	});
});
