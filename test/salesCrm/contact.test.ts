import { byId, file, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

describe('Sales CRM contact', () => {
	test('create sends the documented fields with the bearer token', async () => {
		const { items, error } = await bed.run({
			resource: 'contact',
			operation: 'create',
			name: 'Ada Lovelace',
			additionalFields: {
				email: 'ada@example.com',
				tags: 'vip, lead',
				vertical: 'education',
				company: 'Engines',
				custom_fields: '{"budget": 5000}',
			},
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			name: 'Ada Lovelace',
			email: 'ada@example.com',
			tags: ['vip', 'lead'],
			vertical: 'education',
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const [request] = bed.requests('POST', '/contacts');
		expect(request.headers.authorization).toBe('Bearer scrm-full-token');
		expect(request.body).toEqual({
			name: 'Ada Lovelace',
			email: 'ada@example.com',
			tags: ['vip', 'lead'],
			vertical: 'education',
			company: 'Engines',
			custom_fields: { budget: 5000 },
		});
	});

	test('a bad vertical or e-mail fails before any request, naming field and item', async () => {
		const { error } = await bed.run({
			resource: 'contact',
			operation: 'create',
			name: 'X',
			additionalFields: { vertical: 'farming' },
		});
		expect(error?.message).toBe(
			'Vertical: must be one of automotive, education, real_estate, services (item 0)',
		);
		const second = await bed.run({
			resource: 'contact',
			operation: 'create',
			name: 'X',
			additionalFields: { email: 'nope' },
		});
		expect(second.error?.message).toBe('Email: must be a valid e-mail address (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('get simplifies unless asked not to; update patches only what was set', async () => {
		const contact = bed
			.state()
			.addContact({ name: 'Ada', email: 'ada@example.com', custom_fields: { x: 1 } });
		const simple = await bed.run({
			resource: 'contact',
			operation: 'get',
			contactId: byId(contact.id),
		});
		expect(simple.items[0].json).not.toHaveProperty('custom_fields');
		expect(simple.items[0].json).toMatchObject({ id: contact.id, name: 'Ada' });
		const raw = await bed.run({
			resource: 'contact',
			operation: 'get',
			contactId: byId(contact.id),
			simplify: false,
		});
		expect(raw.items[0].json.custom_fields).toEqual({ x: 1 });
		const updated = await bed.run({
			resource: 'contact',
			operation: 'update',
			contactId: byId(contact.id),
			updateFields: { position: 'CTO' },
		});
		expect(updated.items[0].json).toMatchObject({ position: 'CTO', name: 'Ada' });
		expect(bed.requests('PATCH', '/contacts/{contact_id}')[0].body).toEqual({ position: 'CTO' });
	});

	test('delete removes the contact together with its deals and activities', async () => {
		const { pipeline } = bed.state().seed();
		const contact = bed.state().addContact({ name: 'Ada' });
		bed.state().addDeal({
			name: 'D',
			pipeline_id: pipeline.id,
			stage_id: pipeline.stages[0].id,
			contact_id: contact.id,
		});
		const { items, error } = await bed.run({
			resource: 'contact',
			operation: 'delete',
			contactId: byId(contact.id),
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: contact.id, deleted: true });
		expect(bed.state().contacts.size).toBe(0);
		expect(bed.state().deals.size).toBe(0);
	});

	test('get many sends search, tag, segment, vertical and sort filters', async () => {
		bed.state().seed({ contacts: 8 });
		const { items } = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { search: 'contact', tag: 'vip', segment_id: 'seg_1', vertical: 'real_estate' },
			sort: { sort_by: 'name', sort_dir: 'asc' },
		});
		const [request] = bed.requests('GET', '/contacts');
		expect(request.query).toEqual({
			search: 'contact',
			tag: 'vip',
			segment_id: 'seg_1',
			vertical: 'real_estate',
			sort_by: 'name',
			sort_dir: 'asc',
			page: '1',
			per_page: '100',
		});
		expect(items).toHaveLength(0);
		const vip = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { tag: 'vip', vertical: 'real_estate' },
			sort: { sort_by: 'name', sort_dir: 'asc' },
		});
		expect(vip.items.map((i) => i.json.name)).toEqual(['Contact 1', 'Contact 5']);
	});

	test('Return All walks every page at per_page 100; Limit stops exactly and fetches no extra page', async () => {
		bed.state().seed({ contacts: 230 });
		const all = await bed.run({ resource: 'contact', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(230);
		expect(new Set(all.items.map((i) => i.json.id)).size).toBe(230);
		expect(bed.requests('GET', '/contacts').map((r) => [r.query.page, r.query.per_page])).toEqual([
			['1', '100'],
			['2', '100'],
			['3', '100'],
		]);
		bed.sandbox.clearLog();
		const limited = await bed.run({ resource: 'contact', operation: 'getAll', limit: 150 });
		expect(limited.items).toHaveLength(150);
		expect(bed.requests('GET', '/contacts')).toHaveLength(2);
		bed.sandbox.clearLog();
		const small = await bed.run({ resource: 'contact', operation: 'getAll' });
		expect(small.items).toHaveLength(50);
		expect(bed.requests('GET', '/contacts').map((r) => r.query.per_page)).toEqual(['50']);
	});

	test('import uploads the binary file as multipart with strategy and vertical; the bytes arrive intact', async () => {
		bed.state().addContact({ name: 'Existing', email: 'old@example.com' });
		const csv = 'name,email\nGrace Hopper,grace@example.com\nExisting Again,old@example.com\n';
		const { items, error } = await bed.run(
			{
				resource: 'contact',
				operation: 'import',
				binaryPropertyName: 'sheet',
				duplicate_strategy: 'update',
				vertical: 'automotive',
			},
			[{}],
			{ binary: [{ sheet: file(csv, 'contacts.csv', 'text/csv') }] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ total: 2, created: 1, updated: 1, skipped: 0 });
		const [upload] = bed.state().imports;
		expect(upload.bytes.toString('utf8')).toBe(csv);
		expect(upload.fileName).toBe('contacts.csv');
		expect(upload.contentType).toBe('text/csv');
		expect(upload.fields).toEqual({ duplicate_strategy: 'update', vertical: 'automotive' });
		expect(String(bed.requests('POST', '/contacts/import')[0].headers['content-type'])).toMatch(
			/^multipart\/form-data; boundary=/,
		);
		expect([...bed.state().contacts.values()].map((c) => [c.name, c.vertical])).toEqual([
			['Existing Again', 'automotive'],
			['Grace Hopper', 'automotive'],
		]);
	});

	test('import of binary bytes (not text) keeps every byte', async () => {
		const bytes = Buffer.from([0x5b, 0x5d, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
		await bed.run({ resource: 'contact', operation: 'import', binaryPropertyName: 'data' }, [{}], {
			binary: [{ data: file(bytes, 'odd.json', 'application/octet-stream') }],
		});
		expect(bed.state().imports[0].bytes.equals(bytes)).toBe(true);
		expect(bed.state().imports[0].fields).toEqual({ duplicate_strategy: 'skip' });
	});

	test('import of a file that is no CSV, XLSX or JSON is refused naming the field, before any request', async () => {
		const { error } = await bed.run(
			{ resource: 'contact', operation: 'import', binaryPropertyName: 'data' },
			[{}],
			{ binary: [{ data: file('GIF89a', 'logo.gif', 'image/gif') }] },
		);
		expect(error?.message).toBe(
			'Input Binary Field (binaryPropertyName): must hold a CSV, XLSX or JSON file; its file is logo.gif (image/gif) (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('import of an empty file is refused naming the field, before any request', async () => {
		const { error } = await bed.run(
			{ resource: 'contact', operation: 'import', binaryPropertyName: 'data' },
			[{}],
			{ binary: [{ data: file('', 'empty.csv', 'text/csv') }] },
		);
		expect(error?.message).toBe(
			"Input Binary Field (binaryPropertyName): the file in 'data' is empty (item 0)",
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('import without the binary property fails naming it', async () => {
		const { error } = await bed.run({
			resource: 'contact',
			operation: 'import',
			binaryPropertyName: 'sheet',
		});
		expect(error?.message).toContain("'sheet'");
		expect(bed.requests()).toHaveLength(0);
	});
});
