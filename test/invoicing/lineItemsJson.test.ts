import { invoiceParameters, invoicingTestbed, line } from './helpers';

const bed = invoicingTestbed();

/** Line items from JSON: a sale's lines (a list in the input item) become the invoice's lines through one expression. */
describe('Invoice → Create, Line Items From JSON', () => {
	const sale = {
		id: 'sale_1',
		items: [
			{ name: 'Espresso beans 1 kg', quantity: 2, price: 348 },
			{ name: 'Milk frother', quantity: 1, price: 116 },
		],
	};
	const fromSale =
		"={{ $json.items.map(line => ({ descripcion: line.name, cantidad: line.quantity, valor_unitario: line.price / 1.16, clave_prod_serv: '01010101', clave_unidad: 'H87' })) }}";

	test('an expression mapping the input list gives one line per entry, each checked and sent as the API takes it', async () => {
		const { items, error } = await bed.run(
			invoiceParameters({ conceptosInput: 'json', conceptosJson: fromSale }),
			[sale],
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ subtotal: 700, total: 812 });
		const [request] = bed.requests('POST', '/invoices');
		expect(request.body.conceptos).toEqual([
			expect.objectContaining({
				descripcion: 'Espresso beans 1 kg',
				cantidad: 2,
				valor_unitario: 300,
				objeto_imp: '02',
				impuestos: {
					traslados: [{ impuesto: '002', tipo_factor: 'Tasa', tasa: 0.16 }],
					retenciones: [],
				},
			}),
			expect.objectContaining({ descripcion: 'Milk frother', cantidad: 1, valor_unitario: 100 }),
		]);
	});

	test('a JSON text of lines is taken as the list below would be', async () => {
		const { error } = await bed.run(
			invoiceParameters({ conceptosInput: 'json', conceptosJson: JSON.stringify([line()]) }),
		);
		expect(error).toBeUndefined();
		const [request] = bed.requests('POST', '/invoices');
		expect(request.body.conceptos).toEqual([
			expect.objectContaining({ cantidad: 2, valor_unitario: 100 }),
		]);
	});

	test.each([
		['an empty list', '[]', 'Line Items (JSON) (conceptosJson): add at least one line item'],
		[
			'not a list',
			'{"descripcion": "x"}',
			'Line Items (JSON) (conceptosJson): must be a JSON array',
		],
		['a line that is not an object', '[1]', 'conceptosJson[0]'],
		[
			'a line without its product key',
			'[{"descripcion": "x", "cantidad": 1, "valor_unitario": 1, "clave_unidad": "H87"}]',
			'conceptosJson[0].clave_prod_serv',
		],
	])('%s is refused before any request', async (_case, conceptosJson, message) => {
		const { error } = await bed.run(invoiceParameters({ conceptosInput: 'json', conceptosJson }));
		expect(error?.message).toContain(message);
		expect(bed.requests('POST', '/invoices')).toHaveLength(0);
	});

	test('workflows saved before the option keep their lines (Define Below is the default)', async () => {
		const { error } = await bed.run(invoiceParameters());
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/invoices')[0].body.conceptos).toHaveLength(1);
	});
});
