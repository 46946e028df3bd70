import type { IDataObject } from 'n8n-workflow';

import { pointOfSaleTestbed } from './helpers';

const bed = pointOfSaleTestbed();
const ids = (items: Array<{ json: IDataObject }>) => items.map((i) => i.json.id);

describe('Point of Sale Trigger: New Sale', () => {
	test('the first poll marks the start; later polls emit each new sale once, oldest first, across pages', async () => {
		const coffee = bed.product('Coffee', 1000);
		Array.from({ length: 3 }, () => bed.sell(coffee.id));
		const first = await bed.poll({ event: 'newSale' });
		expect(first.items).toHaveLength(0);

		const later = Array.from({ length: 130 }, () => bed.sell(coffee.id));
		const second = await bed.poll({ event: 'newSale' }, first.staticData);
		expect(ids(second.items)).toEqual(later.map((s) => s.id));
		expect(bed.requests('GET', '/sales').filter((r) => r.query.page === '2')).toHaveLength(1);

		const third = await bed.poll({ event: 'newSale' }, second.staticData);
		expect(third.items).toHaveLength(0);

		const one = bed.sell(coffee.id);
		const fourth = await bed.poll({ event: 'newSale' }, third.staticData);
		expect(ids(fourth.items)).toEqual([one.id]);
	});

	test('a payment method filter passes only those sales, and the others are not reported later either', async () => {
		const coffee = bed.product('Coffee', 100);
		const first = await bed.poll({ event: 'newSale', paymentMethod: 'card' });
		const cash = bed.sell(coffee.id, 1, { payment_method: 'cash' });
		const card = bed.sell(coffee.id, 1, { payment_method: 'card' });
		const second = await bed.poll({ event: 'newSale', paymentMethod: 'card' }, first.staticData);
		expect(ids(second.items)).toEqual([card.id]);
		const unfiltered = await bed.poll({ event: 'newSale', paymentMethod: '' }, second.staticData);
		expect(ids(unfiltered.items)).not.toContain(cash.id);
		expect(unfiltered.items).toHaveLength(0);
	});

	test('a manual run shows the newest sale without moving the position', async () => {
		const coffee = bed.product('Coffee', 100);
		const [, newest] = [bed.sell(coffee.id), bed.sell(coffee.id)];
		const manual = await bed.poll({ event: 'newSale' }, {}, 'manual');
		expect(ids(manual.items)).toEqual([newest.id]);
		expect(manual.staticData['node:Node']).toEqual({ key: 'newSale' });
	});

	test('a list that is not newest first, or sales without created_at, fail the poll instead of missing sales', async () => {
		const coffee = bed.product('Coffee', 100);
		const first = await bed.poll({ event: 'newSale' });
		bed.sell(coffee.id);
		bed.sell(coffee.id);
		bed.state().oldestFirst = true;
		await expect(bed.poll({ event: 'newSale' }, first.staticData)).rejects.toThrow(
			'The service does not list sales newest first: New Sale cannot tell which sales are new',
		);
		bed.state().oldestFirst = false;
		const undated = bed.sell(coffee.id);
		delete undated.created_at;
		await expect(bed.poll({ event: 'newSale' }, first.staticData)).rejects.toThrow(
			`Sale ${undated.id} has no created_at date`,
		);
	});
});

describe('Point of Sale Trigger: Low Stock', () => {
	test('reported once when the stock falls below the threshold, again only after it was back up', async () => {
		const beans = bed.product('Beans', 6);
		const mug = bed.product('Mug', 2);
		const watch = { event: 'lowStock', products: [beans.id, mug.id], threshold: 5 };
		// Mug is already low at activation: that is not a fall, so it is not reported.
		const first = await bed.poll(watch);
		expect(first.items).toHaveLength(0);

		bed.sell(beans.id, 2);
		const second = await bed.poll(watch, first.staticData);
		expect(second.items.map((i) => i.json)).toEqual([
			{
				product_id: beans.id,
				name: 'Beans',
				stock: 4,
				threshold: 5,
				inventory: expect.objectContaining({ product_id: beans.id, quantity: 4 }),
				product: expect.objectContaining({ id: beans.id, name: 'Beans' }),
			},
		]);
		// The product is read only for a product reported, never on a quiet poll.
		expect(bed.requests('GET', '/products/{id}').map((r) => r.path)).toEqual([
			`/products/${beans.id}`,
		]);
		expect(bed.requests('GET', '/inventory/{product_id}').map((r) => r.path)).toContain(
			`/inventory/${mug.id}`,
		);

		bed.sell(beans.id, 1);
		const third = await bed.poll(watch, second.staticData);
		expect(third.items).toHaveLength(0);

		bed.state().move(beans.id, 'main', 10);
		const fourth = await bed.poll(watch, third.staticData);
		expect(fourth.items).toHaveLength(0);

		bed.sell(beans.id, 9);
		const fifth = await bed.poll(watch, fourth.staticData);
		expect(fifth.items.map((i) => [i.json.product_id, i.json.stock])).toEqual([[beans.id, 4]]);
	});

	test('a refund that puts stock back re-arms the product; changing the threshold starts over', async () => {
		const beans = bed.product('Beans', 5);
		const watch = { event: 'lowStock', products: [beans.id], threshold: 5 };
		const first = await bed.poll(watch);
		const sale = bed.sell(beans.id, 1);
		const second = await bed.poll(watch, first.staticData);
		expect(second.items).toHaveLength(1);
		bed.state().undo(sale.id, 'refund');
		const third = await bed.poll(watch, second.staticData);
		expect(third.items).toHaveLength(0);
		bed.sell(beans.id, 1);
		expect((await bed.poll(watch, third.staticData)).items).toHaveLength(1);

		const raised = await bed.poll({ ...watch, threshold: 10 }, third.staticData);
		expect(raised.items).toHaveLength(0);
	});

	test('the position an earlier release kept (below, by product) is taken over: the first poll after an update reports a fall', async () => {
		const beans = bed.product('Beans', 6);
		const watch = { event: 'lowStock', products: [beans.id], threshold: 5 };
		const key = JSON.stringify(['lowStock', [beans.id], 5, 'quantity']);
		bed.sell(beans.id, 2);
		const polled = await bed.poll(watch, { 'node:Node': { key, below: { [beans.id]: false } } });
		expect(polled.items.map((i) => i.json.product_id)).toEqual([beans.id]);
		expect(polled.staticData['node:Node']).toEqual({
			changes: { key, values: { [beans.id]: { value: 'below' } } },
		});
	});

	test('a manual run shows the products below the threshold now', async () => {
		const beans = bed.product('Beans', 1);
		bed.product('Mug', 50);
		const manual = await bed.poll(
			{ event: 'lowStock', products: [beans.id], threshold: 5 },
			{},
			'manual',
		);
		expect(manual.items.map((i) => i.json.product_id)).toEqual([beans.id]);
		expect(manual.staticData['node:Node']).toEqual({});
	});

	test('a stock field the inventory record lacks fails the poll with what to set', async () => {
		const beans = bed.product('Beans', 1);
		await expect(
			bed.poll({ event: 'lowStock', products: [beans.id], threshold: 5, stockField: 'on_hand' }),
		).rejects.toThrow(`The inventory of product ${beans.id} has no number in "on_hand"`);
	});
});
