import { runListSearch, runLoadOptions } from '../harness/engine';
import { byId, bytes, invoicingTestbed } from './helpers';

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
			receptor: {
				rfc: 'MISC491214B86',
				nombre: 'CECILIA',
				regimen_fiscal: '612',
				domicilio_fiscal: '01010',
				uso_cfdi: 'G03',
			},
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

describe('Client', () => {
	const client = (fields: Record<string, unknown> = {}) => ({
		resource: 'client',
		operation: 'create',
		rfc: 'URE180429TM6',
		nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
		regimen_fiscal: '601',
		domicilio_fiscal: '86991',
		...fields,
	});

	test('create, get, get many with search, filter and sort, update, delete', async () => {
		const created = await bed.run(
			client({
				additionalFields: {
					uso_cfdi_default: 'G03',
					email: 'compras@ure.example',
					telefono: '+52 55 1234',
				},
			}),
		);
		expect(created.items[0].json).toMatchObject({ rfc: 'URE180429TM6', invoice_count: 0 });
		expect(created.items[0].json).not.toHaveProperty('warning');
		expect(bed.requests('POST', '/clients')[0].body).toEqual({
			rfc: 'URE180429TM6',
			nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
			regimen_fiscal: '601',
			domicilio_fiscal: '86991',
			uso_cfdi_default: 'G03',
			email: 'compras@ure.example',
			telefono: '+52 55 1234',
		});
		await bed.run(
			client({
				rfc: 'MISC491214B86',
				nombre: 'CECILIA MIRANDA',
				regimen_fiscal: '612',
				domicilio_fiscal: '01010',
			}),
		);
		const id = String(created.items[0].json.id);
		expect(
			(await bed.run({ resource: 'client', operation: 'get', clientId: byId(id) })).items[0].json,
		).toMatchObject({ id, nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA' });
		bed.sandbox.clearLog();
		const found = await bed.run({
			resource: 'client',
			operation: 'getAll',
			returnAll: true,
			filters: { search: 'cecilia', regimen_fiscal: '612' },
			sort: { sort_by: 'rfc' },
		});
		expect(found.items.map((i) => i.json.rfc)).toEqual(['MISC491214B86']);
		expect(bed.requests('GET', '/clients')[0].query).toEqual({
			page: '1',
			per_page: '100',
			search: 'cecilia',
			regimen_fiscal: '612',
			sort_by: 'rfc',
		});
		const sorted = await bed.run({
			resource: 'client',
			operation: 'getAll',
			limit: 5,
			sort: { sort_by: 'name' },
			simplify: false,
		});
		expect(sorted.items.map((i) => i.json.nombre)).toEqual([
			'CECILIA MIRANDA',
			'UNIVERSIDAD ROBOTICA ESPAÑOLA',
		]);
		const updated = await bed.run({
			resource: 'client',
			operation: 'update',
			clientId: byId(id),
			updateFields: { email: 'ap@ure.example', domicilio_fiscal: '86990' },
		});
		expect(updated.items[0].json).toMatchObject({
			email: 'ap@ure.example',
			domicilio_fiscal: '86990',
		});
		expect(bed.requests('PATCH', '/clients/{client_id}')[0].body).toEqual({
			email: 'ap@ure.example',
			domicilio_fiscal: '86990',
		});
		const removed = await bed.run({ resource: 'client', operation: 'delete', clientId: byId(id) });
		expect(removed.items[0].json).toEqual({ id, deleted: true });
		expect(bed.state().clients.has(id)).toBe(false);
	});

	test('an unknown or blacklisted RFC comes back as a visible warning, not an error', async () => {
		const unknown = await bed.run(client({ rfc: 'GOMA800101AB1' }));
		expect(unknown.items[0].json.warning).toEqual({
			code: 'rfc_not_found',
			message: "RFC GOMA800101AB1 is not in the tax authority's registry",
		});
		const blacklisted = await bed.run(client({ rfc: 'BLK010101AB1' }));
		expect(blacklisted.items[0].json).toMatchObject({
			rfc: 'BLK010101AB1',
			warning: { code: 'rfc_blacklisted' },
		});
	});

	test('a client with invoices cannot be deleted: the hint says cancel or reassign them', async () => {
		const created = await bed.run(client());
		bed.stamped();
		const { error } = await bed.run({
			resource: 'client',
			operation: 'delete',
			clientId: byId(String(created.items[0].json.id)),
		});
		expect(error?.message).toBe(
			'Invoicing answered 409 client_has_invoices: Client URE180429TM6 has invoices and cannot be deleted',
		);
		expect(error?.description).toBe(
			'A client with invoices cannot be deleted: cancel or reassign its invoices first.',
		);
	});

	test("the RFC rule is Payroll's, for persons and companies: a generic RFC passes, an impossible date does not", async () => {
		for (const rfc of [
			'XAXX010101000',
			'XEXX010101000',
			'GALA850312QX1',
			'ABC010203XY9',
			'ÑAN&850312QX1',
		]) {
			bed.sandbox.clearLog();
			const { error } = await bed.run(client({ rfc }));
			expect([rfc, error?.message ?? 'no error']).not.toEqual([
				rfc,
				expect.stringMatching(/^RFC:/),
			]);
			expect([rfc, bed.sandbox.log.length]).toEqual([rfc, 1]);
		}
		for (const rfc of ['GALA851312QX1', 'ABC011303XY9', 'GALA850332QX1', 'GA1A850312QX1']) {
			bed.sandbox.clearLog();
			const { error } = await bed.run(client({ rfc }));
			expect([rfc, error?.message]).toEqual([
				rfc,
				'RFC: must be an RFC: 12 characters for a company, 13 for a person, e.g. XAXX010101000 (item 0)',
			]);
			expect(bed.sandbox.log).toHaveLength(0);
		}
	});

	test('RFC, postal code and e-mail are checked before any request', async () => {
		expect((await bed.run(client({ rfc: 'URE18' }))).error?.message).toMatch(
			/^RFC: must be an RFC: 12 characters for a company, 13 for a person/,
		);
		expect((await bed.run(client({ domicilio_fiscal: 'ABCDE' }))).error?.message).toBe(
			'Postal Code (domicilio_fiscal): must be a 5-digit postal code (item 0)',
		);
		expect((await bed.run(client({ additionalFields: { email: 'x' } }))).error?.message).toBe(
			'Email: must be a valid e-mail address (item 0)',
		);
		expect(
			(
				await bed.run({
					resource: 'client',
					operation: 'update',
					clientId: byId('cli_1'),
					updateFields: {},
				})
			).error?.message,
		).toBe('Update Fields: set at least one field to update (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});
});

describe('Product', () => {
	test('create with catalogue keys picked from the lists, get, get many, update, delete', async () => {
		const created = await bed.run({
			resource: 'product',
			operation: 'create',
			nombre_interno: 'Timbrado',
			clave_prod_serv: { __rl: true, mode: 'list', value: '84111506' },
			descripcion: 'Servicio de facturación',
			clave_unidad: { __rl: true, mode: 'id', value: 'E48' },
			valor_unitario: 350,
			additionalFields: {
				objeto_imp: '02',
				impuestos:
					'{"traslados":[{"impuesto":"002","tipo_factor":"Tasa","tasa":0.16}],"retenciones":[]}',
			},
		});
		expect(created.error).toBeUndefined();
		expect(bed.requests('POST', '/products')[0].body).toEqual({
			nombre_interno: 'Timbrado',
			clave_prod_serv: '84111506',
			descripcion: 'Servicio de facturación',
			clave_unidad: 'E48',
			valor_unitario: 350,
			objeto_imp: '02',
			impuestos: {
				traslados: [{ impuesto: '002', tipo_factor: 'Tasa', tasa: 0.16 }],
				retenciones: [],
			},
		});
		const id = String(created.items[0].json.id);
		await bed.run({
			resource: 'product',
			operation: 'create',
			nombre_interno: 'Licencia',
			clave_prod_serv: byId('43231500'),
			descripcion: 'Licencia anual',
			clave_unidad: byId('E48'),
			valor_unitario: 8500,
		});
		expect(
			(await bed.run({ resource: 'product', operation: 'get', productId: byId(id) })).items[0].json,
		).toMatchObject({ id, clave_prod_serv: '84111506' });
		bed.sandbox.clearLog();
		const list = await bed.run({
			resource: 'product',
			operation: 'getAll',
			returnAll: true,
			filters: { clave_prod_serv: '43231500', search: 'licen' },
			sort: { sort_by: 'price' },
		});
		expect(list.items.map((i) => i.json.nombre_interno)).toEqual(['Licencia']);
		expect(bed.requests('GET', '/products')[0].query).toEqual({
			page: '1',
			per_page: '100',
			clave_prod_serv: '43231500',
			search: 'licen',
			sort_by: 'price',
		});
		const byPrice = await bed.run({
			resource: 'product',
			operation: 'getAll',
			returnAll: true,
			sort: { sort_by: 'price' },
		});
		expect(byPrice.items.map((i) => i.json.valor_unitario)).toEqual([350, 8500]);
		const updated = await bed.run({
			resource: 'product',
			operation: 'update',
			productId: byId(id),
			updateFields: { valor_unitario: 400, clave_unidad: 'ACT' },
		});
		expect(updated.items[0].json).toMatchObject({ valor_unitario: 400, clave_unidad: 'ACT' });
		expect(
			(
				await bed.run({
					resource: 'product',
					operation: 'update',
					productId: byId(id),
					updateFields: { valor_unitario: -1 },
				})
			).error?.message,
		).toBe('Unit Value (valor_unitario): must be a number greater than 0 (item 0)');
		expect(
			(
				await bed.run({
					resource: 'product',
					operation: 'update',
					productId: byId(id),
					updateFields: { clave_unidad: 'ZZZ' },
				})
			).error?.message,
		).toBe('Invoicing answered 422 unknown_unit_key: clave_unidad ZZZ is not in the catalogue');
		expect(
			(await bed.run({ resource: 'product', operation: 'delete', productId: byId(id) })).items[0]
				.json,
		).toEqual({ id, deleted: true });
		expect(
			(await bed.run({ resource: 'product', operation: 'get', productId: byId(id) })).error
				?.message,
		).toMatch(/^Invoicing answered 404/);
	});
});

describe('SAT Catalog and the pickers it feeds', () => {
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

	test('searchable pickers for records and catalogue keys; dropdowns for regimes, uses, payment forms and line-item keys', async () => {
		const setup = { type: 'invoicing', parameters: {}, credentials: bed.credentials() };
		const invoice = bed.stamped();
		bed.state().clients.set('cli_1', {
			id: 'cli_1',
			rfc: 'URE180429TM6',
			nombre: 'UNIVERSIDAD',
			created_at: '2026-01-01',
		});
		bed.state().products.set('prod_1', {
			id: 'prod_1',
			nombre_interno: 'Timbrado',
			clave_prod_serv: '84111506',
			descripcion: 'x',
			created_at: '2026-01-01',
		});
		expect(
			(await runListSearch(setup, 'searchInvoices', invoice.uuid.slice(0, 8))).results,
		).toEqual([
			{ name: `A-1 · UNIVERSIDAD ROBOTICA ESPAÑOLA · 232 MXN · active`, value: invoice.id },
		]);
		expect((await runListSearch(setup, 'searchClients', 'URE')).results).toEqual([
			{ name: 'UNIVERSIDAD · URE180429TM6', value: 'cli_1' },
		]);
		expect((await runListSearch(setup, 'searchProducts')).results).toEqual([
			{ name: 'Timbrado · 84111506', value: 'prod_1' },
		]);
		expect((await runListSearch(setup, 'searchProductKeys', 'software')).results).toEqual([
			{ name: '43231500 · Software funcional específico de la empresa', value: '43231500' },
			{ name: '81111500 · Ingeniería de software o hardware', value: '81111500' },
		]);
		expect((await runListSearch(setup, 'searchUnitKeys', 'hora')).results).toEqual([
			{ name: 'HUR · Hora', value: 'HUR' },
		]);
		expect(await runLoadOptions(setup, 'getTaxRegimes')).toContainEqual({
			name: '601 – General de Ley Personas Morales',
			value: '601',
		});
		expect(await runLoadOptions(setup, 'getCfdiUses')).toContainEqual({
			name: 'G03 – Gastos en general',
			value: 'G03',
		});
		expect(await runLoadOptions(setup, 'getPaymentForms')).toContainEqual({
			name: '03 – Transferencia electrónica de fondos',
			value: '03',
		});
		expect((await runLoadOptions(setup, 'getProductKeys')).length).toBeGreaterThan(3);
		expect(await runLoadOptions(setup, 'getUnitKeys')).toContainEqual({
			name: 'E48 – Unidad de servicio',
			value: 'E48',
		});
	});
});
