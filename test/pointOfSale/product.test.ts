import { pointOfSaleTestbed } from './helpers';

const bed = pointOfSaleTestbed();

describe('Point of Sale: products', () => {
	test('create with every offered field and a field the document does not name, sent under the assumed names', async () => {
		const { items, error } = await bed.run({
			resource: 'product',
			operation: 'create',
			name: 'Espresso',
			additionalFields: {
				sku: 'COF-1',
				price: 2.5,
				cost: 0.6,
				stock: 40,
				location: 'bar',
				additionalBody: '{"barcode": "750123", "tax_rate": 16}',
			},
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			id: expect.stringMatching(/^prod_/),
			name: 'Espresso',
			sku: 'COF-1',
			price: 2.5,
			stock: 40,
			location: 'bar',
			barcode: '750123',
		});
		expect(bed.requests('POST', '/products')[0].body).toEqual({
			barcode: '750123',
			tax_rate: 16,
			name: 'Espresso',
			sku: 'COF-1',
			price: 2.5,
			cost: 0.6,
			stock: 40,
			location: 'bar',
		});
		const minimal = await bed.run({
			resource: 'product',
			operation: 'create',
			name: 'Tea',
			additionalFields: {},
		});
		expect(minimal.items[0].json).toMatchObject({ name: 'Tea', stock: 0 });
		expect(bed.requests('POST', '/products')[1].body).toEqual({ name: 'Tea' });
	});

	test('prices and cost of 0 or more, stock a whole number of 0 or more, a name: checked before any request', async () => {
		const create = (name: string, additionalFields: Record<string, unknown>) =>
			bed.run({ resource: 'product', operation: 'create', name, additionalFields });
		expect((await create('X', { price: -1 })).error?.message).toMatch(
			/^Price: must be a number of 0 or more \(item 0\)$/,
		);
		expect((await create('X', { cost: -0.5 })).error?.message).toMatch(
			/^Cost: must be a number of 0 or more \(item 0\)$/,
		);
		expect((await create('X', { stock: 2.5 })).error?.message).toMatch(
			/^Stock: must be a whole number of 0 or more \(item 0\)$/,
		);
		expect((await create('X', { stock: -1 })).error?.message).toMatch(
			/^Stock: must be a whole number of 0 or more \(item 0\)$/,
		);
		expect((await create('={{ "  " }}', {})).error?.message).toBe('Name: is required (item 0)');
		expect((await create('X', { additionalBody: '[1]' })).error?.message).toBe(
			'Additional Body (JSON) (additionalBody): must be a JSON object (item 0)',
		);
		expect(
			(await create('X', { price: 1, additionalBody: '{"price": 2}' })).error?.message,
		).toMatch(/must not set "price": its own field sets it/);
		expect(bed.requests()).toHaveLength(0);
	});

	test('get, get many over pages and with a Limit, as the service sends them', async () => {
		const products = Array.from({ length: 120 }, (_, i) => bed.product(`P${i}`, i));
		const got = await bed.run({
			resource: 'product',
			operation: 'get',
			productId: bed.byId(products[7].id),
		});
		expect(got.items[0].json).toEqual({ ...products[7], stock: 7 });
		bed.sandbox.clearLog();
		const all = await bed.run({ resource: 'product', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(120);
		expect(bed.requests('GET', '/products').map((r) => r.query.page)).toEqual(['1', '2']);
		const three = await bed.run({
			resource: 'product',
			operation: 'getAll',
			returnAll: false,
			limit: 3,
		});
		expect(three.items.map((i) => i.json.name)).toEqual(['P119', 'P118', 'P117']);
	});

	test('update sends only the fields set; nothing set is refused; delete outputs the id', async () => {
		const product = bed.product('Espresso', 5, { sku: 'COF-1' });
		const updated = await bed.run({
			resource: 'product',
			operation: 'update',
			productId: bed.byId(product.id),
			updateFields: { price: 3, stock: 12, additionalBody: '{"category": "drinks"}' },
		});
		expect(updated.items[0].json).toMatchObject({
			id: product.id,
			name: 'Espresso',
			sku: 'COF-1',
			price: 3,
			stock: 12,
			category: 'drinks',
		});
		expect(bed.requests('PATCH', '/products/{id}')[0].body).toEqual({
			category: 'drinks',
			price: 3,
			stock: 12,
		});
		const nothing = await bed.run({
			resource: 'product',
			operation: 'update',
			productId: bed.byId(product.id),
			updateFields: {},
		});
		expect(nothing.error?.message).toBe('Update Fields: set at least one field to update (item 0)');
		const negative = await bed.run({
			resource: 'product',
			operation: 'update',
			productId: bed.byId(product.id),
			updateFields: { price: -3 },
		});
		expect(negative.error?.message).toMatch(/^Price: must be a number of 0 or more \(item 0\)$/);
		const blankName = await bed.run({
			resource: 'product',
			operation: 'update',
			productId: bed.byId(product.id),
			updateFields: { name: '={{ "" }}' },
		});
		expect(blankName.error?.message).toBe('Name: is required (item 0)');
		expect(bed.requests('PATCH')).toHaveLength(1);

		const deleted = await bed.run({
			resource: 'product',
			operation: 'delete',
			productId: bed.byId(product.id),
		});
		expect(deleted.items[0].json).toEqual({ id: product.id, deleted: true });
		expect(bed.state().products.has(product.id)).toBe(false);
		const gone = await bed.run({
			resource: 'product',
			operation: 'get',
			productId: bed.byId(product.id),
		});
		expect(gone.error?.httpCode).toBe('404');
	});
});
