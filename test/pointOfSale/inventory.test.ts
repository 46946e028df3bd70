import { pointOfSaleTestbed } from './helpers';

const bed = pointOfSaleTestbed();
const stockOf = (productId: string, location = 'main') =>
	bed.state().stock.get(productId)!.get(location);

describe('Point of Sale: inventory', () => {
	test('get the stock of a product as the service sends it', async () => {
		const beans = bed.product('Beans', 7);
		bed.state().move(beans.id, 'warehouse', 20);
		const { items } = await bed.run({
			resource: 'inventory',
			operation: 'get',
			productId: bed.byId(beans.id),
		});
		expect(items[0].json).toMatchObject({
			product_id: beans.id,
			quantity: 27,
			locations: [
				{ location: 'main', quantity: 7 },
				{ location: 'warehouse', quantity: 20 },
			],
		});
		expect(bed.requests('GET', '/inventory/{product_id}')[0].path).toBe(`/inventory/${beans.id}`);
	});

	test('adjust adds or takes out units at a location, with a reason', async () => {
		const beans = bed.product('Beans', 7);
		const added = await bed.run({
			resource: 'inventory',
			operation: 'adjust',
			productId: bed.byId(beans.id),
			quantity: 5,
			additionalFields: { location: 'warehouse', reason: 'Delivery' },
		});
		expect(added.items[0].json.quantity).toBe(12);
		const taken = await bed.run({
			resource: 'inventory',
			operation: 'adjust',
			productId: bed.byId(beans.id),
			quantity: -3,
			additionalFields: { additionalBody: '{"reference": "count-7"}' },
		});
		expect(taken.items[0].json.quantity).toBe(9);
		expect(bed.requests('POST', '/inventory/{product_id}/adjust').map((r) => r.body)).toEqual([
			{ quantity: 5, location: 'warehouse', reason: 'Delivery' },
			{ reference: 'count-7', quantity: -3 },
		]);
		expect([stockOf(beans.id), stockOf(beans.id, 'warehouse')]).toEqual([4, 5]);
	});

	test('an adjustment is a whole number other than 0, checked before any request; the service refuses going below 0', async () => {
		const beans = bed.product('Beans', 2);
		const adjust = (quantity: unknown) =>
			bed.run({
				resource: 'inventory',
				operation: 'adjust',
				productId: bed.byId(beans.id),
				quantity,
				additionalFields: {},
			});
		expect((await adjust(0)).error?.message).toBe(
			'Quantity: must not be 0: nothing would change (item 0)',
		);
		expect((await adjust(1.5)).error?.message).toBe(
			'Quantity: must be a whole number (negative to take units out) (item 0)',
		);
		expect(
			(
				await bed.run({
					resource: 'inventory',
					operation: 'adjust',
					productId: bed.byId('={{ "" }}'),
					quantity: 1,
					additionalFields: {},
				})
			).error?.message,
		).toBe('Product (productId): is required (item 0)');
		expect(bed.requests()).toHaveLength(0);
		const below = await adjust(-3);
		expect(below.error?.message).toBe(
			`Point of Sale answered 422 insufficient_stock: Only 2 units of ${beans.id} at main`,
		);
		expect(stockOf(beans.id)).toBe(2);
	});

	test('an adjustment is not retried after a 500: it would count twice', async () => {
		const beans = bed.product('Beans', 2);
		bed.sandbox.failNext('pos', 502, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'inventory',
			operation: 'adjust',
			productId: bed.byId(beans.id),
			quantity: 1,
			additionalFields: {},
		});
		expect(error?.message).toMatch(/^Point of Sale answered 502/);
		expect(bed.requests('POST')).toHaveLength(1);
	});

	test('transfer moves units between locations', async () => {
		const beans = bed.product('Beans', 2);
		bed.state().move(beans.id, 'warehouse', 30);
		const { items, error } = await bed.run({
			resource: 'inventory',
			operation: 'transfer',
			product_id: bed.byId(beans.id),
			from_location: 'warehouse',
			to_location: ' main ',
			quantity: 12,
			additionalFields: { additionalBody: '{"reference": "restock"}' },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			product_id: beans.id,
			from_location: 'warehouse',
			to_location: 'main',
			quantity: 12,
			inventory: { quantity: 32 },
		});
		expect(bed.requests('POST', '/inventory/transfer')[0].body).toEqual({
			reference: 'restock',
			product_id: beans.id,
			from_location: 'warehouse',
			to_location: 'main',
			quantity: 12,
		});
		expect([stockOf(beans.id), stockOf(beans.id, 'warehouse')]).toEqual([14, 18]);
	});

	test('transfer: product, both locations, a positive whole quantity and two different places, checked first; more than there is refused', async () => {
		const beans = bed.product('Beans', 2);
		const transfer = (fields: Record<string, unknown>) =>
			bed.run({
				resource: 'inventory',
				operation: 'transfer',
				product_id: bed.byId(beans.id),
				from_location: 'main',
				to_location: 'bar',
				quantity: 1,
				additionalFields: {},
				...fields,
			});
		expect((await transfer({ quantity: 0 })).error?.message).toMatch(
			/^Quantity: must be a whole number of 1 or more \(item 0\)$/,
		);
		expect((await transfer({ quantity: -2 })).error?.message).toMatch(
			/^Quantity: must be a whole number of 1 or more \(item 0\)$/,
		);
		expect((await transfer({ quantity: 1.5 })).error?.message).toMatch(
			/^Quantity: must be a whole number of 1 or more \(item 0\)$/,
		);
		expect((await transfer({ to_location: 'main' })).error?.message).toBe(
			'To Location: must differ from From Location (item 0)',
		);
		expect((await transfer({ from_location: '={{ "" }}' })).error?.message).toBe(
			'From Location: is required (item 0)',
		);
		expect((await transfer({ product_id: bed.byId('={{ "" }}') })).error?.message).toBe(
			'Product (product_id): is required (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
		const tooMany = await transfer({ quantity: 3 });
		expect(tooMany.error?.message).toBe(
			`Point of Sale answered 422 insufficient_stock: Only 2 units of ${beans.id} at main`,
		);
		expect(stockOf(beans.id)).toBe(2);
	});
});
