import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { day, paginate } from '../queries';
import { InvoicingState, Rec, keyOf } from '../state';
import { randomUUID } from 'node:crypto';
import { lookups } from './lookups';

export function paymentReceiptRoutes(state: InvoicingState): Route[] {
	const { find, byNewest, documentRoutes } = lookups(state);
	return [
		{
			method: 'POST',
			path: '/payment-receipts',
			scope: 'invoices:write',
			body: {
				type: 'object',
				required: ['fecha_pago', 'forma_pago', 'moneda', 'monto', 'documentos_relacionados'],
				additionalProperties: false,
				properties: {
					fecha_pago: { type: 'string' },
					forma_pago: { type: 'string' },
					moneda: { type: 'string', pattern: '^[A-Z]{3}$' },
					monto: { type: 'number', exclusiveMinimum: 0 },
					numero_operacion: { type: 'string' },
					rfc_banco_ordenante: { type: 'string' },
					cuenta_ordenante: { type: 'string' },
					rfc_banco_beneficiario: { type: 'string' },
					cuenta_beneficiaria: { type: 'string' },
					documentos_relacionados: {
						type: 'array',
						minItems: 1,
						items: {
							type: 'object',
							required: ['uuid_factura', 'saldo_anterior', 'importe_pagado', 'saldo_insoluto'],
							properties: {
								uuid_factura: { type: 'string' },
								num_parcialidad: { type: 'integer', minimum: 1 },
								saldo_anterior: { type: 'number' },
								importe_pagado: { type: 'number' },
								saldo_insoluto: { type: 'number' },
							},
						},
					},
				},
			},
			handler: (req) => {
				const body = req.body;
				if (Number.isNaN(Date.parse(body.fecha_pago)))
					throw new ApiFailure(422, 'invalid_date', 'fecha_pago must be ISO 8601');
				if (!keyOf('payment-forms').has(body.forma_pago))
					throw new ApiFailure(
						422,
						'unknown_payment_form',
						`forma_pago ${body.forma_pago} is not in the catalogue`,
					);
				const related: Rec[] = (body.documentos_relacionados as Rec[]).map((doc, n) => {
					const invoice = [...state.invoices.values()].find(
						(i) => i.uuid.toLowerCase() === String(doc.uuid_factura).toLowerCase(),
					);
					if (!invoice)
						throw new ApiFailure(
							422,
							'unknown_invoice',
							`documentos_relacionados[${n}].uuid_factura ${doc.uuid_factura} is no invoice of this account`,
						);
					if (Math.abs(doc.saldo_anterior - doc.importe_pagado - doc.saldo_insoluto) > 0.005) {
						throw new ApiFailure(
							422,
							'inconsistent_balance',
							`documentos_relacionados[${n}]: saldo_insoluto must be saldo_anterior minus importe_pagado`,
						);
					}
					return { ...doc, invoice };
				});
				const at = new Date().toISOString();
				const receipt: Rec = {
					id: state.id('pay'),
					uuid: randomUUID().toUpperCase(),
					serie: 'P',
					folio: state.receipts.size + 1,
					type: 'P',
					status: 'active',
					...body,
					receptor: related[0].invoice.receptor,
					documentos_relacionados: related.map(({ invoice, ...doc }) => ({
						...doc,
						serie: doc.serie ?? invoice.serie,
						folio: doc.folio ?? invoice.folio,
					})),
					created_at: at,
					timbrado_at: at,
				};
				receipt.xml_url = `https://invoicing.example/v1/invoicing/payment-receipts/${receipt.id}/xml`;
				receipt.pdf_url = `https://invoicing.example/v1/invoicing/payment-receipts/${receipt.id}/pdf`;
				state.receipts.set(receipt.id, receipt);
				state.emit('payment_receipt.created', receipt);
				const { id, uuid, serie, folio, type, status, monto, timbrado_at, xml_url, pdf_url } =
					receipt;
				return {
					status: 201,
					body: {
						data: { id, uuid, serie, folio, type, status, monto, timbrado_at, xml_url, pdf_url },
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/payment-receipts',
			scope: 'invoices:read',
			handler: (req) => {
				const q = req.query;
				const [from, to] = [day(q, 'from'), day(q, 'to')];
				const list = [...state.receipts.values()].filter(
					(r) =>
						(!from || r.fecha_pago.slice(0, 10) >= from) &&
						(!to || r.fecha_pago.slice(0, 10) <= to) &&
						(!q.receptor_rfc || r.receptor.rfc === q.receptor_rfc) &&
						(!q.invoice_uuid ||
							r.documentos_relacionados.some(
								(d: Rec) => d.uuid_factura.toLowerCase() === q.invoice_uuid.toLowerCase(),
							)),
				);
				return { body: paginate(byNewest(list), q) };
			},
		},
		{
			method: 'GET',
			path: '/payment-receipts/{payment_receipt_id}',
			handler: (req) => ({
				body: { data: find(state.receipts, req.params.payment_receipt_id, 'payment receipt') },
			}),
		},
		...documentRoutes('payment-receipts', 'payment_receipt_id', state.receipts, 'payment receipt'),
	];
}
