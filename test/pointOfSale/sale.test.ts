import { pointOfSaleTestbed } from './helpers';

const bed = pointOfSaleTestbed();
const stockOf = (productId: string, location = 'main') =>
	bed.state().stock.get(productId)!.get(location);

describe('Point of Sale: sales', () => {
	test('create from line items entered below: the documented body, stock taken out', async () => {
		const coffee = bed.product('Coffee', 10);
		const bun = bed.product('Bun', 5);
		const { items, error } = await bed.run({
			resource: 'sale',
			operation: 'create',
			itemsInput: 'list',
			items: {
				item: [
					{ product_id: coffee.id, quantity: 2, price: 2.5 },
					{ product_id: bun.id, quantity: 1, price: 0 },
				],
			},
			payment_method: 'card',
			additionalFields: { customer_id: 'cus_7', additionalBody: '{"notes": "table 4"}' },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			status: 'completed',
			total: 5,
			payment_method: 'card',
			customer_id: 'cus_7',
			notes: 'table 4',
		});
		const [request] = bed.requests('POST', '/sales');
		expect(request.headers.authorization).toBe('Bearer pos-test-token');
		expect(request.body).toEqual({
			notes: 'table 4',
			items: [
				{ product_id: coffee.id, quantity: 2, price: 2.5 },
				{ product_id: bun.id, quantity: 1, price: 0 },
			],
			payment_method: 'card',
			customer_id: 'cus_7',
		});
		expect([stockOf(coffee.id), stockOf(bun.id)]).toEqual([8, 4]);
	});

	test('create from line items mapped from the input item, one sale per item', async () => {
		const coffee = bed.product('Coffee', 10);
		const input = [
			{ lines: [{ product_id: coffee.id, quantity: 3, price: 2 }] },
			{ lines: [{ product_id: coffee.id, quantity: 1, price: 2.5 }] },
		];
		const { items, error } = await bed.run(
			{
				resource: 'sale',
				operation: 'create',
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
				payment_method: '',
				additionalFields: {},
			},
			input,
		);
		expect(error).toBeUndefined();
		expect(items.map((i) => [i.json.total, i.pairedItem])).toEqual([
			[6, { item: 0 }],
			[2.5, { item: 1 }],
		]);
		expect(bed.requests('POST', '/sales').map((r) => r.body)).toEqual(
			input.map((i) => ({ items: i.lines })),
		);
		expect(stockOf(coffee.id)).toBe(6);
	});

	test('line items are checked before any request: at least one, product, positive whole quantity, price of 0 or more', async () => {
		const create = (items: unknown, extra: Record<string, unknown> = {}) =>
			bed.run({
				resource: 'sale',
				operation: 'create',
				itemsInput: 'list',
				items: { item: items },
				payment_method: 'cash',
				additionalFields: {},
				...extra,
			});
		const line = { product_id: 'prod_1', quantity: 1, price: 1 };
		expect((await create([])).error?.message).toBe('Items: add at least one line item (item 0)');
		expect((await create([{ ...line, quantity: 0 }])).error?.message).toMatch(
			/^Items › Quantity \(items\[0\]\.quantity\): must be a whole number of 1 or more \(item 0\)$/,
		);
		expect((await create([line, { ...line, quantity: 1.5 }])).error?.message).toMatch(
			/^Items › Quantity \(items\[1\]\.quantity\): must be a whole number of 1 or more \(item 0\)$/,
		);
		expect((await create([{ ...line, price: -0.01 }])).error?.message).toMatch(
			/^Items › Price \(items\[0\]\.price\): must be a number of 0 or more \(item 0\)$/,
		);
		expect((await create([{ ...line, product_id: '={{ "" }}' }])).error?.message).toBe(
			'Items › Product Name or ID (items[0].product_id): is required (item 0)',
		);
		const json = (itemsJson: string) =>
			bed.run({
				resource: 'sale',
				operation: 'create',
				itemsInput: 'json',
				itemsJson,
				payment_method: '',
				additionalFields: {},
			});
		expect((await json('{"product_id": "p"}')).error?.message).toBe(
			'Items (JSON): must be a JSON array (item 0)',
		);
		expect((await json('[]')).error?.message).toBe(
			'Items (JSON): add at least one line item (item 0)',
		);
		expect((await json('[{"product_id": "p", "quantity": 2}]')).error?.message).toBe(
			'Items (JSON) › Price (itemsJson[0].price): is required (item 0)',
		);
		expect(
			(await json('[{"product_id": "p", "quantity": -2, "price": 1}]')).error?.message,
		).toMatch(
			/^Items \(JSON\) › Quantity \(itemsJson\[0\]\.quantity\): must be a whole number of 1 or more \(item 0\)$/,
		);
		expect((await json('["p"]')).error?.message).toMatch(
			/^Items \(JSON\) \(itemsJson\[0\]\): must be an object/,
		);
		expect(
			(await create([line], { additionalFields: { additionalBody: '{"payment_method": "card"}' } }))
				.error?.message,
		).toBe(
			'Additional Body (JSON) (additionalBody): must not set "payment_method": its own field sets it (item 0)',
		);
		expect(
			(await create([line], { additionalFields: { additionalBody: '{oops' } })).error?.message,
		).toBe('Additional Body (JSON) (additionalBody): must be valid JSON (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('the service refuses a sale of more than is in stock (422) and takes nothing out', async () => {
		const mug = bed.product('Mug', 1);
		const { error } = await bed.run({
			resource: 'sale',
			operation: 'create',
			itemsInput: 'list',
			items: { item: [{ product_id: mug.id, quantity: 2, price: 9 }] },
			payment_method: 'cash',
			additionalFields: {},
		});
		expect(error?.message).toMatch(/^Point of Sale answered 422 insufficient_stock: Only 1 units/);
		expect(error?.description).toMatch(/more stock than there is/);
		expect(stockOf(mug.id)).toBe(1);
	});

	test('get one sale; get many with Return All over pages and with a Limit', async () => {
		const coffee = bed.product('Coffee', 500);
		const sales = Array.from({ length: 130 }, () => bed.sell(coffee.id));
		const got = await bed.run({
			resource: 'sale',
			operation: 'get',
			saleId: bed.byId(sales[3].id),
		});
		expect(got.items[0].json).toEqual(sales[3]);
		bed.sandbox.clearLog();
		const all = await bed.run({ resource: 'sale', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(130);
		expect(new Set(all.items.map((i) => i.json.id)).size).toBe(130);
		expect(bed.requests('GET', '/sales').map((r) => [r.query.page, r.query.per_page])).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		bed.sandbox.clearLog();
		const five = await bed.run({
			resource: 'sale',
			operation: 'getAll',
			returnAll: false,
			limit: 5,
		});
		expect(five.items.map((i) => i.json.id)).toEqual(
			sales
				.slice(-5)
				.reverse()
				.map((s) => s.id),
		);
		expect(bed.requests('GET', '/sales').map((r) => [r.query.page, r.query.per_page])).toEqual([
			['1', '5'],
		]);
		expect(
			(await bed.run({ resource: 'sale', operation: 'getAll', returnAll: false, limit: 0 })).error
				?.message,
		).toMatch(/^Limit: must be a whole number of 1 or more/);
	});

	test('cancel puts the stock back; a second cancel or a refund of it is refused plainly (409)', async () => {
		const coffee = bed.product('Coffee', 10);
		const sale = bed.sell(coffee.id, 4);
		const cancelled = await bed.run({
			resource: 'sale',
			operation: 'cancel',
			saleId: bed.byId(sale.id),
			additionalFields: { reason: 'Wrong order' },
		});
		expect(cancelled.items[0].json).toMatchObject({
			id: sale.id,
			status: 'cancelled',
			cancel_reason: 'Wrong order',
		});
		expect(bed.requests('POST', '/sales/{id}/cancel')[0].body).toEqual({ reason: 'Wrong order' });
		expect(stockOf(coffee.id)).toBe(10);
		const again = await bed.run({
			resource: 'sale',
			operation: 'cancel',
			saleId: bed.byId(sale.id),
			additionalFields: {},
		});
		expect(again.error?.message).toBe(
			`Sale ${sale.id} was not cancelled: the service refused, it is already cancelled or refunded (Point of Sale answered 409 already_cancelled: Sale ${sale.id} was cancelled at ${sale.cancelled_at})`,
		);
		expect(again.error?.httpCode).toBe('409');
		const refund = await bed.run({
			resource: 'sale',
			operation: 'refund',
			saleId: bed.byId(sale.id),
			additionalFields: {},
		});
		expect(refund.error?.message).toMatch(/was not refunded again: .*409 already_cancelled/);
		expect(stockOf(coffee.id)).toBe(10);
	});

	test('refund puts the stock back; refunding twice says plainly that it was already refunded', async () => {
		const coffee = bed.product('Coffee', 10);
		const sale = bed.sell(coffee.id, 3);
		const refunded = await bed.run({
			resource: 'sale',
			operation: 'refund',
			saleId: bed.byId(sale.id),
			additionalFields: { reason: 'Cold', additionalBody: '{}' },
		});
		expect(refunded.items[0].json).toMatchObject({
			id: sale.id,
			status: 'refunded',
			refund_reason: 'Cold',
			refunded_amount: 6,
		});
		expect(stockOf(coffee.id)).toBe(10);
		const twice = await bed.run({
			resource: 'sale',
			operation: 'refund',
			saleId: bed.byId(sale.id),
			additionalFields: {},
		});
		expect(twice.error?.message).toMatch(
			new RegExp(
				`^Sale ${sale.id} was not refunded again: the service refused, it is already refunded or cancelled \\(Point of Sale answered 409 already_refunded`,
			),
		);
		expect(twice.error?.description).toBe(
			'Nothing was changed by this run. Read the sale with Sale → Get to see its status.',
		);
		// Nothing to say: n8n sends no body at all.
		expect(bed.requests('POST', '/sales/{id}/refund').map((r) => r.body)).toEqual([
			{ reason: 'Cold' },
			undefined,
		]);
		expect(stockOf(coffee.id)).toBe(10);
	});

	test.each(['cancel', 'refund'])(
		'%s is not retried after a 500 (it may have gone through); a read is',
		async (operation) => {
			const coffee = bed.product('Coffee', 10);
			const sale = bed.sell(coffee.id);
			bed.sandbox.failNext('pos', 500, { method: 'POST' });
			const { error } = await bed.run({
				resource: 'sale',
				operation,
				saleId: bed.byId(sale.id),
				additionalFields: {},
			});
			expect(error?.message).toBe(
				'Point of Sale answered 500 server_error: Planned 500: the request may have taken effect',
			);
			expect(bed.requests('POST')).toHaveLength(1);
			bed.sandbox.failNext('pos', 500, { method: 'GET' });
			const read = await bed.run({ resource: 'sale', operation: 'get', saleId: bed.byId(sale.id) });
			expect(read.items[0].json.status).toBe('completed');
			expect(bed.requests('GET')).toHaveLength(2);
		},
	);

	test('with Continue On Fail each refused refund becomes its own error item', async () => {
		const coffee = bed.product('Coffee', 10);
		const [a, b] = [bed.sell(coffee.id), bed.sell(coffee.id)];
		bed.state().undo(b.id, 'refund');
		const input = [{ id: a.id }, { id: b.id }];
		const { items } = await bed.run(
			{
				resource: 'sale',
				operation: 'refund',
				saleId: bed.byId('={{ $json.id }}'),
				additionalFields: {},
			},
			input,
			{ continueOnFail: true },
		);
		expect(items.map((i) => [i.json.status ?? i.json.httpCode, i.pairedItem])).toEqual([
			['refunded', { item: 0 }],
			['409', { item: 1 }],
		]);
	});
});
