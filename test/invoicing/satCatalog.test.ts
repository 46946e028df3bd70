import { invoicingTestbed } from './helpers';

const bed = invoicingTestbed();

describe('SAT Catalog', () => {
	test('product and unit keys searched by text; regimes, CFDI uses and payment forms listed', async () => {
		const products = await bed.run({
			resource: 'satCatalog',
			operation: 'searchProductKeys',
			search: 'factura',
		});
		expect(products.items.map((i) => i.json)).toEqual([
			{ clave: '84111506', descripcion: 'Servicios de facturación' },
		]);
		expect(bed.requests('GET', '/sat-catalogs/products')[0].query).toEqual({ search: 'factura' });
		const units = await bed.run({
			resource: 'satCatalog',
			operation: 'searchUnitKeys',
			search: 'pieza',
		});
		expect(units.items.map((i) => i.json.clave)).toEqual(['H87']);
		for (const [operation, key] of [
			['getTaxRegimes', '601'],
			['getCfdiUses', 'G03'],
			['getPaymentForms', '03'],
		]) {
			const { items } = await bed.run({ resource: 'satCatalog', operation });
			expect(items.map((i) => i.json.clave)).toContain(key);
		}
		expect(
			(await bed.run({ resource: 'satCatalog', operation: 'searchUnitKeys', search: ' ' })).error
				?.message,
		).toBe('Search: is required (item 0)');
	});
});
