import {
	byId,
	bytes,
	invoiceBody,
	invoiceParameters,
	invoicingTestbed,
	line,
	personReceptor,
} from './helpers';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

const bed = invoicingTestbed();

describe('Invoice', () => {
	test('create sends the documented body with the Bearer token and returns the stamped document', async () => {
		const { items, error } = await bed.run(
			invoiceParameters({
				receptor_rfc: 'ure180429tm6',
				conceptos: {
					concepto: [
						line({ descuento: 20 }),
						line({
							clave_prod_serv: '43231500',
							clave_unidad: 'H87',
							cantidad: 1,
							valor_unitario: 500,
							objeto_imp: '01',
							iva: 'none',
						}),
					],
				},
				moneda: 'usd',
				additionalFields: { tipo_cambio: 17.5, serie: 'B', exportacion: '01', enviar_email: true },
			}),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			serie: 'B',
			folio: 1,
			type: 'I',
			status: 'active',
			uuid: expect.stringMatching(/^[0-9A-F-]{36}$/),
			subtotal: 700,
			total: 708.8,
			xml_url: expect.any(String),
			pdf_url: expect.any(String),
		});
		const [request] = bed.requests('POST', '/invoices');
		expect(request.headers.authorization).toBe('Bearer inv-test-token');
		// The standard invoice (invoiceBody), as the parameters were built: the changes spelled out.
		const [standardLine] = invoiceBody().conceptos as IDataObject[];
		expect(request.body).toEqual({
			...invoiceBody(),
			conceptos: [
				{ ...standardLine, descuento: 20 },
				{
					clave_prod_serv: '43231500',
					descripcion: 'Servicio de facturación',
					cantidad: 1,
					clave_unidad: 'H87',
					valor_unitario: 500,
					objeto_imp: '01',
				},
			],
			moneda: 'USD',
			tipo_cambio: 17.5,
			serie: 'B',
			exportacion: '01',
			enviar_email: true,
		});
		expect(bed.state().emails).toHaveLength(1);
	});

	test('a tax object given as JSON and an exempt line are sent as given', async () => {
		const impuestos = {
			traslados: [{ impuesto: '002', tipo_factor: 'Tasa', tasa: 0.08 }],
			retenciones: [{ impuesto: '001', tipo_factor: 'Tasa', tasa: 0.1 }],
		};
		const { error } = await bed.run(
			invoiceParameters({
				conceptos: {
					concepto: [line({ impuestos: JSON.stringify(impuestos) }), line({ iva: 'exempt' })],
				},
			}),
		);
		expect(error).toBeUndefined();
		const [request] = bed.requests('POST', '/invoices');
		expect(request.body.conceptos.map((c: { impuestos: unknown }) => c.impuestos)).toEqual([
			impuestos,
			{ traslados: [{ impuesto: '002', tipo_factor: 'Exento' }], retenciones: [] },
		]);
	});

	test('the documented formats and limits are checked before any request, naming the field', async () => {
		const create = async (fields: INodeParameters) =>
			(await bed.run(invoiceParameters(fields))).error?.message;
		expect(await create({ receptor_rfc: 'ABC123' })).toBe(
			'Receiver RFC (receptor_rfc): must be an RFC: 12 characters for a company, 13 for a person, e.g. XAXX010101000 (item 0)',
		);
		expect(await create({ receptor_rfc: 'URE180429TM6X' })).toMatch(
			/^Receiver RFC \(receptor_rfc\): must be an RFC/,
		);
		expect(await create({ receptor_domicilio_fiscal: '1234' })).toBe(
			'Receiver Postal Code (receptor_domicilio_fiscal): must be a 5-digit postal code (item 0)',
		);
		expect(await create({ moneda: 'PESOS' })).toBe(
			'Currency (moneda): must be a 3-letter ISO 4217 code, e.g. EUR (item 0)',
		);
		expect(await create({ additionalFields: { tipo_cambio: 0 } })).toBe(
			'Exchange Rate (tipo_cambio): must be a number greater than 0 (item 0)',
		);
		expect(await create({ conceptos: { concepto: [line({ cantidad: 0 })] } })).toBe(
			'Line Items › Quantity (conceptos[0].cantidad): must be a number greater than 0 (item 0)',
		);
		expect(await create({ conceptos: { concepto: [line(), line({ valor_unitario: -1 })] } })).toBe(
			'Line Items › Unit Value (conceptos[1].valor_unitario): must be a number greater than 0 (item 0)',
		);
		expect(await create({ conceptos: { concepto: [line({ descuento: 500 })] } })).toBe(
			'Line Items › Discount (conceptos[0].descuento): must not exceed quantity × unit value (item 0)',
		);
		expect(await create({ conceptos: { concepto: [line({ impuestos: '{oops' })] } })).toBe(
			'Line Items › Taxes (JSON) (conceptos[0].impuestos): must be valid JSON (item 0)',
		);
		expect(await create({ conceptos: {} })).toBe(
			'Line Items (conceptos): add at least one line item (item 0)',
		);
		expect(await create({ receptor_nombre: ' ' })).toBe(
			'Receiver Name (receptor_nombre): is required (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('get (simplified and whole) and get many with every filter, sort and pagination', async () => {
		const first = bed.stamped({ serie: 'A' }, '2026-01-05T10:00:00.000Z');
		for (let day = 1; day <= 28; day++)
			bed.stamped({ serie: 'A' }, `2026-02-${String(day).padStart(2, '0')}T10:00:00.000Z`);
		const other = bed.stamped(
			{
				type: 'E',
				serie: 'NC',
				receptor: personReceptor('CECILIA MIRANDA'),
			},
			'2026-01-20T10:00:00.000Z',
		);

		const simplified = await bed.run({
			resource: 'invoice',
			operation: 'get',
			invoiceId: byId(first.id),
		});
		expect(Object.keys(simplified.items[0].json).sort()).toEqual([
			'date',
			'folio',
			'id',
			'moneda',
			'receptor',
			'serie',
			'status',
			'subtotal',
			'timbrado_at',
			'total',
			'type',
			'uuid',
		]);
		const whole = await bed.run({
			resource: 'invoice',
			operation: 'get',
			invoiceId: byId(first.id),
			simplify: false,
		});
		expect(whole.items[0].json).toMatchObject({
			id: first.id,
			conceptos: [expect.objectContaining({ importe: 200 })],
			emisor: expect.any(Object),
		});

		const all = await bed.run({ resource: 'invoice', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(30);
		bed.sandbox.clearLog();
		const limited = await bed.run({
			resource: 'invoice',
			operation: 'getAll',
			limit: 3,
			sort: { sort_by: 'folio' },
		});
		expect(limited.items.map((i) => i.json.folio)).toEqual([1, 1, 2]);
		expect(bed.requests('GET', '/invoices')[0].query).toEqual({
			page: '1',
			per_page: '3',
			sort_by: 'folio',
		});

		bed.sandbox.clearLog();
		const filtered = await bed.run({
			resource: 'invoice',
			operation: 'getAll',
			returnAll: true,
			filters: {
				type: 'E',
				status: 'active',
				receptor_rfc: 'misc491214b86',
				from: '2026-01-01T00:00:00',
				to: '2026-01-31T00:00:00',
				series: 'NC',
				search: 'CECILIA',
			},
		});
		expect(filtered.items.map((i) => i.json.id)).toEqual([other.id]);
		expect(bed.requests('GET', '/invoices')[0].query).toEqual({
			page: '1',
			per_page: '100',
			type: 'E',
			status: 'active',
			receptor_rfc: 'MISC491214B86',
			from: '2026-01-01',
			to: '2026-01-31',
			series: 'NC',
			search: 'CECILIA',
		});

		const invalid = await bed.run({
			resource: 'invoice',
			operation: 'getAll',
			filters: { from: '2026-02-01', to: '2026-01-01' },
		});
		expect(invalid.error?.message).toBe('Issued From (from): must not be after Issued To (item 0)');
		expect(
			(
				await bed.run({
					resource: 'invoice',
					operation: 'getAll',
					filters: { receptor_rfc: 'nope' },
				})
			).error?.message,
		).toMatch(/^Receiver RFC \(receptor_rfc\): must be an RFC/);
		expect(
			(await bed.run({ resource: 'invoice', operation: 'get', invoiceId: byId('inv_missing') }))
				.error?.message,
		).toBe('Invoicing answered 404 not_found: invoice inv_missing not found');
	});

	test('XML and PDF downloads are binary data named as Content-Disposition says, with their MIME type', async () => {
		const invoice = bed.stamped({ serie: 'F' });
		const xml = await bed.run({
			resource: 'invoice',
			operation: 'downloadXml',
			invoiceId: byId(invoice.id),
		});
		expect(xml.items[0].json).toMatchObject({
			id: invoice.id,
			fileName: 'F-1.xml',
			mimeType: 'application/xml',
		});
		expect(xml.items[0].binary!.data).toMatchObject({
			fileName: 'F-1.xml',
			mimeType: 'application/xml',
		});
		expect(bytes(xml.items[0]).toString()).toContain(`UUID="${invoice.uuid}"`);
		const pdf = await bed.run({
			resource: 'invoice',
			operation: 'downloadPdf',
			invoiceId: byId(invoice.id),
			binaryPropertyName: 'invoicePdf',
		});
		expect(pdf.items[0].binary!.invoicePdf).toMatchObject({
			fileName: 'F-1.pdf',
			mimeType: 'application/pdf',
		});
		expect(bytes(pdf.items[0], 'invoicePdf').subarray(0, 5).toString()).toBe('%PDF-');
		expect(pdf.items[0].pairedItem).toEqual({ item: 0 });
	});

	test('cancel below 1,000 MXN is immediate; above it waits for the receiver, who accepts or rejects', async () => {
		const small = bed.stamped();
		const cancelled = await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(small.id),
			motivo: '02',
		});
		expect(cancelled.items[0].json).toMatchObject({
			id: small.id,
			status: 'cancelled',
			cancelledAtOnce: true,
			awaitingAcceptance: false,
			cancellation: { motivo: '02', status: 'cancelled' },
		});
		expect(bed.requests('POST', '/invoices/{invoice_id}/cancel')[0].body).toEqual({ motivo: '02' });

		// 100 USD at 17.5 is 1,750 MXN: above the threshold.
		const large = bed.stamped({
			moneda: 'USD',
			tipo_cambio: 17.5,
			conceptos: [
				{
					clave_prod_serv: '84111506',
					descripcion: 'x',
					cantidad: 1,
					clave_unidad: 'E48',
					valor_unitario: 100,
				},
			],
		});
		const replacement = bed.stamped();
		const pending = await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(large.id),
			motivo: '01',
			uuid_sustitucion: replacement.uuid,
		});
		expect(pending.items[0].json).toMatchObject({
			status: 'cancellation_pending',
			cancelledAtOnce: false,
			awaitingAcceptance: true,
			cancellation: {
				motivo: '01',
				uuid_sustitucion: replacement.uuid,
				status: 'pending_acceptance',
			},
		});
		expect(bed.state().answerCancellation(large.id, true)).toMatchObject({
			status: 'cancelled',
			cancellation: { status: 'cancelled' },
		});

		const third = bed.stampedAboveThreshold();
		await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(third.id),
			motivo: '03',
		});
		expect(bed.state().answerCancellation(third.id, false)).toMatchObject({
			status: 'active',
			cancellation: { status: 'rejected' },
		});
		const events = bed.state().deliveries.map((d) => d.body.event);
		expect(events).toEqual([]); // no webhook registered: nothing is delivered

		const again = await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(small.id),
			motivo: '02',
		});
		expect(again.error?.message).toBe(
			'Invoicing answered 409 not_cancellable: An invoice in state cancelled cannot be cancelled',
		);
	});

	test('reason 01 needs the replacing UUID, checked before any request', async () => {
		const invoice = bed.stamped();
		const missing = await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(invoice.id),
			motivo: '01',
		});
		expect(missing.error?.message).toBe('Replacing UUID (uuid_sustitucion): is required (item 0)');
		const bad = await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(invoice.id),
			motivo: '01',
			uuid_sustitucion: 'not-a-uuid',
		});
		expect(bad.error?.message).toBe(
			'Replacing UUID (uuid_sustitucion): must be a UUID, e.g. 5fa3c2de-8c1b-4c55-9f0e-2b8d3b3f1a10 (item 0)',
		);
		// Another reason does not show (nor send) the field.
		await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: byId(invoice.id),
			motivo: '04',
			uuid_sustitucion: 'ignored',
		});
		expect(bed.requests('POST', '/invoices/{invoice_id}/cancel').map((r) => r.body)).toEqual([
			{ motivo: '04' },
		]);
	});

	test('send by e-mail with attachments and message; the address is checked first', async () => {
		const invoice = bed.stamped();
		const sent = await bed.run({
			resource: 'invoice',
			operation: 'send',
			invoiceId: byId(invoice.id),
			email: 'ap@client.example',
			include_xml: false,
			include_pdf: true,
			message: 'Your invoice',
		});
		expect(sent.items[0].json).toMatchObject({
			id: invoice.id,
			sent: true,
			email: 'ap@client.example',
			message: expect.stringContaining('sent to ap@client.example'),
		});
		expect(bed.requests('POST', '/invoices/{invoice_id}/send')[0].body).toEqual({
			email: 'ap@client.example',
			include_xml: false,
			include_pdf: true,
			message: 'Your invoice',
		});
		expect(bed.state().emails).toEqual([
			{
				invoice: invoice.id,
				email: 'ap@client.example',
				include_xml: false,
				include_pdf: true,
				message: 'Your invoice',
			},
		]);
		const bad = await bed.run({
			resource: 'invoice',
			operation: 'send',
			invoiceId: byId(invoice.id),
			email: 'nope',
		});
		expect(bad.error?.message).toBe('Email: must be a valid e-mail address (item 0)');
	});
});

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

	test('an item whose dropdown holds a value it does not offer is checked as in one-item operations', async () => {
		const payment = { ...batch, metodo_pago: '={{ $json.method ?? "PUE" }}' };
		const bad = items(3, { 1: { method: 'CASH' } });
		const { error } = await bed.run(payment, bad);
		expect(error?.message).toBe('Payment Method (metodo_pago): must be one of PUE, PPD (item 1)');
		expect(bed.requests()).toHaveLength(0);
		const lenient = await bed.run(payment, bad, { continueOnFail: true });
		expect(lenient.items.map((i) => [i.pairedItem, i.json.status ?? i.json.error])).toEqual([
			[{ item: 0 }, 'success'],
			[{ item: 1 }, 'Payment Method (metodo_pago): must be one of PUE, PPD (item 1)'],
			[{ item: 2 }, 'success'],
		]);
		expect(bed.requests('POST', '/invoices/batch')[0].body.invoices).toHaveLength(2);
	});

	test('a failed chunk request is not re-sent, and the chunks after it are not sent', async () => {
		bed.sandbox.failNext('invoicing', 503, { method: 'POST' });
		const { items: out } = await bed.run(batch, items(150), { continueOnFail: true });
		expect(bed.requests('POST', '/invoices/batch')).toHaveLength(1);
		expect(bed.state().invoices.size).toBe(0);
		expect(out[0].json.error).toMatch(
			/^The invoice of item 0 may have been stamped: the batch request failed \(Invoicing answered 503.*check Invoice → Get Many before sending it again/,
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
