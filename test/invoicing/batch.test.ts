import { invoiceParameters, invoicingTestbed, line } from './helpers';

const bed = invoicingTestbed();

/** Create in Batch over items whose fields come from the item (`$json`). */
const batch = invoiceParameters({
	operation: 'createBatch',
	receptor_rfc: '={{ $json.rfc }}',
	conceptos: {
		concepto: [line({ clave_prod_serv: '={{ $json.key }}', cantidad: '={{ $json.qty }}' })],
	},
});
const items = (count: number, bad: Record<number, Record<string, unknown>> = {}) =>
	Array.from({ length: count }, (_, i) => ({
		rfc: 'URE180429TM6',
		key: '84111506',
		qty: i + 1,
		...bad[i],
	}));

describe('Invoice → Create in Batch', () => {
	test('250 items go out as requests of 100, 100 and 50, each result paired with its own item', async () => {
		const { items: out, error } = await bed.run(batch, items(250));
		expect(error).toBeUndefined();
		const requests = bed.requests('POST', '/invoices/batch');
		expect(requests.map((r) => r.body.invoices.length)).toEqual([100, 100, 50]);
		expect(requests[1].body.invoices[0].conceptos[0].cantidad).toBe(101);
		expect(out).toHaveLength(250);
		out.forEach((item, i) => {
			expect(item.pairedItem).toEqual({ item: i });
			expect(item.json).toMatchObject({
				status: 'success',
				invoice_id: expect.stringMatching(/^inv_/),
				uuid: expect.any(String),
				batch_id: expect.stringMatching(/^batch_/),
			});
		});
		// Each output's invoice is its own item's: quantity i + 1.
		const invoice = bed.state().invoices.get(String(out[137].json.invoice_id))!;
		expect(invoice.conceptos[0].cantidad).toBe(138);
		expect(bed.state().invoices.size).toBe(250);
	});

	test("with Continue On Fail, a failed invoice becomes its item's error and the others are stamped", async () => {
		const { items: out, error } = await bed.run(
			batch,
			items(4, { 1: { key: '99999999' }, 3: { rfc: 'BLK010101AB1' } }),
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(out.map((item) => [item.pairedItem, item.json.status ?? 'error'])).toEqual([
			[{ item: 0 }, 'success'],
			[{ item: 1 }, 'error'],
			[{ item: 2 }, 'success'],
			[{ item: 3 }, 'error'],
		]);
		expect(out[1].json.error).toBe(
			'The invoice of item 1 was not stamped: conceptos[0].clave_prod_serv 99999999 is not in the catalogue (unknown_product_key)',
		);
		expect(out[3].json.description).toBe(
			'Not stamped: item(s) 1, 3. The other 2 invoice(s) of this run were stamped: send only the failed items again, not the whole input.',
		);
		expect(bed.state().invoices.size).toBe(2);
	});

	test('without Continue On Fail the node fails naming the item, after the whole batch was sent', async () => {
		const { error } = await bed.run(batch, items(3, { 0: { key: '99999999' } }));
		expect(error?.message).toBe(
			'The invoice of item 0 was not stamped: conceptos[0].clave_prod_serv 99999999 is not in the catalogue (unknown_product_key)',
		);
		expect(error?.description).toContain('The other 2 invoice(s) of this run were stamped');
		expect(bed.requests('POST', '/invoices/batch')).toHaveLength(1);
		expect(bed.state().invoices.size).toBe(2);
	});

	test('an item breaking a rule fails the run before any request, or with Continue On Fail is left out', async () => {
		const { error } = await bed.run(batch, items(3, { 2: { rfc: 'bad' } }));
		expect(error?.message).toMatch(/^Receiver RFC \(receptor_rfc\): must be an RFC.*\(item 2\)$/);
		expect(bed.requests()).toHaveLength(0);
		const lenient = await bed.run(batch, items(3, { 2: { rfc: 'bad' } }), { continueOnFail: true });
		expect(lenient.items.map((i) => i.json.status ?? i.json.error)).toEqual([
			'success',
			'success',
			expect.stringMatching(/^Receiver RFC/),
		]);
		expect(bed.requests('POST', '/invoices/batch')[0].body.invoices).toHaveLength(2);
	});

	test('a failed chunk request is not re-sent, and the chunks after it are not sent', async () => {
		bed.sandbox.failNext('invoicing', 503, { method: 'POST' });
		const { items: out } = await bed.run(batch, items(150), { continueOnFail: true });
		expect(bed.requests('POST', '/invoices/batch')).toHaveLength(1);
		expect(bed.state().invoices.size).toBe(0);
		expect(out[0].json.error).toMatch(
			/^The invoice of item 0 was not stamped: the batch request failed \(Invoicing answered 503.*check Invoice → Get Many before sending it again/,
		);
		expect(out[120].json.error).toMatch(
			/^The invoice of item 120 was not stamped: not sent, because an earlier batch request failed/,
		);
		expect(out.every((item, i) => (item.pairedItem as { item: number }).item === i)).toBe(true);
	});

	test('one item alone goes through the same batch request', async () => {
		const { items: out } = await bed.run(batch, items(1));
		expect(out[0].json.status).toBe('success');
		expect(bed.requests('POST', '/invoices/batch')).toHaveLength(1);
	});
});
