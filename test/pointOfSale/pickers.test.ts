import { runLoadOptions } from '../harness/engine';
import { pointOfSaleTestbed } from './helpers';

const bed = pointOfSaleTestbed();

describe('Point of Sale pickers', () => {
	test('products: searchable list page by page, matching name and SKU', async () => {
		for (let i = 0; i < 105; i++) bed.product(`Tea ${i}`, 1, { sku: `TEA-${i}` });
		bed.product('Espresso', 1, { sku: 'COF-ESP' });
		const page = await bed.listSearch('searchProducts');
		expect(page.results).toHaveLength(100);
		expect(page.results[0]).toEqual({
			name: expect.stringMatching(/^Espresso · COF-ESP · prod_/),
			value: expect.stringMatching(/^prod_/),
		});
		const next = await bed.listSearch('searchProducts', undefined, page.paginationToken);
		expect(next.results).toHaveLength(6);
		expect(next.paginationToken).toBeUndefined();
		const found = await bed.listSearch('searchProducts', 'cof-esp');
		expect(found.results.map((r) => r.name)).toEqual([expect.stringContaining('Espresso')]);
	});

	test('sales: the list shows when, total and status', async () => {
		const coffee = bed.product('Coffee', 10);
		const sale = bed.sell(coffee.id, 2);
		const { results } = await bed.listSearch('searchSales');
		expect(results).toEqual([
			{ name: `${sale.created_at} · 4 · completed · ${sale.id}`, value: sale.id },
		]);
	});

	test('the product dropdown of line items and of the trigger holds every product, by name', async () => {
		for (let i = 0; i < 120; i++) bed.product(`P${String(i).padStart(3, '0')}`, 1);
		// The trigger is another node type, which bed.loadOptions does not run
		for (const type of ['pointOfSale', 'pointOfSaleTrigger']) {
			const options = await runLoadOptions(bed.setup({}, type), 'getProducts');
			expect(options).toHaveLength(120);
			expect(options[0].name).toMatch(/^P000 · prod_/);
		}
	});
});
