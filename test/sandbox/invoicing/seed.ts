import { InvoicingState, Rec } from './state';
import { randomUUID } from 'node:crypto';

/**
 * What `npm start` opens with: clients (one with an unknown RFC), products, invoices of the last
 * weeks (one cancelled, one waiting for the receiver's acceptance, one paid in instalments with
 * its payment receipt). Tests start empty.
 */
export function seedInvoicing(state: InvoicingState) {
	const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
	const clients = [
		{
			rfc: 'URE180429TM6',
			nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
			regimen_fiscal: '601',
			domicilio_fiscal: '86991',
			uso_cfdi_default: 'G03',
			email: 'compras@ure.example',
		},
		{
			rfc: 'MISC491214B86',
			nombre: 'CECILIA MIRANDA SANCHEZ',
			regimen_fiscal: '612',
			domicilio_fiscal: '01010',
			uso_cfdi_default: 'G03',
			email: 'cecilia@example.com',
		},
		{
			rfc: 'CACX7605101P8',
			nombre: 'XOCHILT CASAS CHAVEZ',
			regimen_fiscal: '626',
			domicilio_fiscal: '36257',
			uso_cfdi_default: 'I04',
			telefono: '+52 55 1234 5678',
		},
	].map((c, i) => {
		const client = { id: state.id('cli'), ...c, created_at: ago(40 - i) };
		state.clients.set(client.id, client);
		return client;
	});
	const products = [
		{
			nombre_interno: 'Consultoría (hora)',
			clave_prod_serv: '80101500',
			descripcion: 'Consultoría de negocios',
			clave_unidad: 'HUR',
			valor_unitario: 1200,
		},
		{
			nombre_interno: 'Licencia anual',
			clave_prod_serv: '43231500',
			descripcion: 'Licencia de software, un año',
			clave_unidad: 'E48',
			valor_unitario: 8500,
		},
		{
			nombre_interno: 'Timbrado',
			clave_prod_serv: '84111506',
			descripcion: 'Servicio de facturación',
			clave_unidad: 'E48',
			valor_unitario: 350,
		},
	].map((p, i) => {
		const product = {
			id: state.id('prod'),
			...p,
			objeto_imp: '02',
			impuestos: {
				traslados: [{ impuesto: '002', tipo_factor: 'Tasa', tasa: 0.16 }],
				retenciones: [],
			},
			usage_count: 2 - (i % 2),
			created_at: ago(35 - i),
		};
		state.products.set(product.id, product);
		return product;
	});
	const receptor = (c: Rec) => ({
		rfc: c.rfc,
		nombre: c.nombre,
		regimen_fiscal: c.regimen_fiscal,
		domicilio_fiscal: c.domicilio_fiscal,
		uso_cfdi: c.uso_cfdi_default,
	});
	const line = (p: Rec, cantidad: number) => ({
		clave_prod_serv: p.clave_prod_serv,
		descripcion: p.descripcion,
		cantidad,
		clave_unidad: p.clave_unidad,
		valor_unitario: p.valor_unitario,
		objeto_imp: '02',
		impuestos: p.impuestos,
	});
	const issue = (c: Rec, lines: Rec[], days: number, extra: Rec = {}) =>
		state.stamp(
			{
				type: 'I',
				receptor: receptor(c),
				conceptos: lines,
				metodo_pago: 'PUE',
				forma_pago: '03',
				moneda: 'MXN',
				...extra,
			},
			ago(days),
		);
	const invoices = [
		issue(clients[0], [line(products[1], 1)], 20, { metodo_pago: 'PPD', forma_pago: '99' }),
		issue(clients[1], [line(products[0], 3)], 12),
		issue(clients[2], [line(products[2], 1)], 6),
		issue(clients[0], [line(products[0], 10)], 2),
	];
	invoices[2].status = 'cancelled';
	invoices[2].cancellation = {
		motivo: '02',
		uuid_sustitucion: null,
		requested_at: ago(5),
		status: 'cancelled',
	};
	invoices[3].status = 'cancellation_pending';
	invoices[3].cancellation = {
		motivo: '03',
		uuid_sustitucion: null,
		requested_at: ago(1),
		status: 'pending_acceptance',
	};
	const half = Math.round(invoices[0].total * 50) / 100;
	const receipt = {
		id: state.id('pay'),
		uuid: randomUUID().toUpperCase(),
		serie: 'P',
		folio: 1,
		type: 'P',
		status: 'active',
		fecha_pago: ago(8),
		forma_pago: '03',
		moneda: 'MXN',
		monto: half,
		receptor: invoices[0].receptor,
		documentos_relacionados: [
			{
				uuid_factura: invoices[0].uuid,
				serie: invoices[0].serie,
				folio: invoices[0].folio,
				moneda_dr: 'MXN',
				num_parcialidad: 1,
				saldo_anterior: invoices[0].total,
				importe_pagado: half,
				saldo_insoluto: Math.round((invoices[0].total - half) * 100) / 100,
				objeto_imp_dr: '02',
			},
		],
		created_at: ago(8),
		timbrado_at: ago(8),
	};
	state.receipts.set(receipt.id, receipt);
	state.deliveries = [];
	return { clients, products, invoices, receipts: [receipt] };
}
