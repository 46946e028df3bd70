import { bytes, invoicingTestbed, personReceptor } from './helpers';

const bed = invoicingTestbed();

const receipt = (fields: Record<string, unknown> = {}, document: Record<string, unknown> = {}) => ({
	resource: 'paymentReceipt',
	operation: 'create',
	fecha_pago: '2026-03-10T12:00:00Z',
	forma_pago: '03',
	moneda: 'MXN',
	monto: 116,
	documentos_relacionados: {
		documento: [
			{
				uuid_factura: bed.state().invoices.values().next().value!.uuid,
				serie: 'A',
				folio: 1,
				moneda_dr: 'mxn',
				num_parcialidad: 1,
				saldo_anterior: 232,
				importe_pagado: 116,
				saldo_insoluto: 116,
				objeto_imp_dr: '02',
				...document,
			},
		],
	},
	additionalFields: {},
	...fields,
});

describe('Payment Receipt', () => {
	test('create a payment complement with bank fields and related documents; get, XML and PDF', async () => {
		const invoice = bed.stamped({ metodo_pago: 'PPD', forma_pago: '99' });
		const created = await bed.run(
			receipt(
				{
					additionalFields: {
						numero_operacion: 'SPEI-778',
						rfc_banco_ordenante: 'bnm840515vb1',
						cuenta_ordenante: '012180001234567897',
						rfc_banco_beneficiario: 'BBA830831LJ2',
						cuenta_beneficiaria: '002180700123456789',
					},
				},
				{
					impuestos_dr:
						'{"traslados":[{"base":100,"impuesto":"002","tipo_factor":"Tasa","tasa":0.16,"importe":16}]}',
				},
			),
		);
		expect(created.error).toBeUndefined();
		expect(created.items[0].json).toMatchObject({
			type: 'P',
			status: 'active',
			monto: 116,
			uuid: expect.any(String),
			xml_url: expect.any(String),
		});
		expect(bed.requests('POST', '/payment-receipts')[0].body).toEqual({
			fecha_pago: '2026-03-10T12:00:00.000Z',
			forma_pago: '03',
			moneda: 'MXN',
			monto: 116,
			numero_operacion: 'SPEI-778',
			rfc_banco_ordenante: 'BNM840515VB1',
			cuenta_ordenante: '012180001234567897',
			rfc_banco_beneficiario: 'BBA830831LJ2',
			cuenta_beneficiaria: '002180700123456789',
			documentos_relacionados: [
				{
					uuid_factura: invoice.uuid,
					serie: 'A',
					folio: 1,
					moneda_dr: 'MXN',
					num_parcialidad: 1,
					saldo_anterior: 232,
					importe_pagado: 116,
					saldo_insoluto: 116,
					objeto_imp_dr: '02',
					impuestos_dr: {
						traslados: [
							{ base: 100, impuesto: '002', tipo_factor: 'Tasa', tasa: 0.16, importe: 16 },
						],
					},
				},
			],
		});
		const id = String(created.items[0].json.id);
		const got = await bed.run({
			resource: 'paymentReceipt',
			operation: 'get',
			paymentReceiptId: id,
		});
		expect(got.items[0].json).toMatchObject({ id, type: 'P', receptor: { rfc: 'URE180429TM6' } });
		const xml = await bed.run({
			resource: 'paymentReceipt',
			operation: 'downloadXml',
			paymentReceiptId: id,
		});
		expect(xml.items[0].binary!.data).toMatchObject({
			fileName: 'P-1.xml',
			mimeType: 'application/xml',
		});
		const pdf = await bed.run({
			resource: 'paymentReceipt',
			operation: 'downloadPdf',
			paymentReceiptId: id,
		});
		expect(pdf.items[0].binary!.data).toMatchObject({
			fileName: 'P-1.pdf',
			mimeType: 'application/pdf',
		});
		expect(bytes(pdf.items[0]).subarray(0, 5).toString()).toBe('%PDF-');
	});

	test('balances, UUIDs, bank RFCs and the amount are checked before any request', async () => {
		bed.stamped();
		const create = async (
			fields: Record<string, unknown>,
			document: Record<string, unknown> = {},
		) => (await bed.run(receipt(fields, document))).error?.message;
		expect(await create({}, { saldo_insoluto: 100 })).toBe(
			'Related Documents › Remaining Balance (documentos_relacionados[0].saldo_insoluto): must equal the previous balance minus the amount paid (item 0)',
		);
		expect(await create({}, { importe_pagado: 300, saldo_insoluto: -68 })).toBe(
			'Related Documents › Amount Paid (documentos_relacionados[0].importe_pagado): must not exceed the previous balance (item 0)',
		);
		expect(await create({}, { uuid_factura: 'F-12' })).toMatch(
			/^Related Documents › Invoice UUID \(documentos_relacionados\[0\]\.uuid_factura\): must be a UUID/,
		);
		expect(await create({ monto: 0 })).toBe(
			'Amount (monto): must be a number greater than 0 (item 0)',
		);
		expect(await create({ additionalFields: { rfc_banco_ordenante: 'BANK' } })).toMatch(
			/^Payer Bank RFC \(rfc_banco_ordenante\): must be an RFC/,
		);
		expect(await create({ documentos_relacionados: {} })).toBe(
			'Related Documents (documentos_relacionados): add at least one related document (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
		// A UUID of no invoice of the account: the service's 422.
		expect(await create({}, { uuid_factura: '5fa3c2de-8c1b-4c55-9f0e-2b8d3b3f1a10' })).toMatch(
			/^Invoicing answered 422 unknown_invoice/,
		);
	});

	test('get many with payment dates, receiver RFC and invoice UUID', async () => {
		const first = bed.stamped();
		const second = bed.stamped({
			receptor: personReceptor(),
		});
		for (const [invoice, date] of [
			[first, '2026-03-01T10:00:00Z'],
			[second, '2026-03-15T10:00:00Z'],
			[first, '2026-04-02T10:00:00Z'],
		] as const) {
			await bed.run(receipt({ fecha_pago: date }, { uuid_factura: invoice.uuid }));
		}
		bed.sandbox.clearLog();
		const march = await bed.run({
			resource: 'paymentReceipt',
			operation: 'getAll',
			returnAll: true,
			filters: {
				from: '2026-03-01',
				to: '2026-03-31',
				receptor_rfc: 'URE180429TM6',
				invoice_uuid: first.uuid,
			},
		});
		expect(march.items.map((i) => i.json.fecha_pago)).toEqual(['2026-03-01T10:00:00.000Z']);
		expect(bed.requests('GET', '/payment-receipts')[0].query).toEqual({
			page: '1',
			per_page: '100',
			from: '2026-03-01',
			to: '2026-03-31',
			receptor_rfc: 'URE180429TM6',
			invoice_uuid: first.uuid,
		});
		expect(
			(await bed.run({ resource: 'paymentReceipt', operation: 'getAll', returnAll: true })).items,
		).toHaveLength(3);
		expect(
			(
				await bed.run({
					resource: 'paymentReceipt',
					operation: 'getAll',
					filters: { invoice_uuid: 'x' },
				})
			).error?.message,
		).toMatch(/^Invoice UUID: must be a UUID/);
	});
});
