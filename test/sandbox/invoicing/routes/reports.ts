import { zipOf } from '../../files';
import type { Route } from '../../server';
import { file, reportAnswer, xmlOf } from '../files';
import { day, oneOf, periodOf } from '../queries';
import { InvoicingState, Rec, round } from '../state';

export function taxReportRoutes(state: InvoicingState): Route[] {
	return [
		{
			method: 'GET',
			path: '/reports/income',
			scope: 'reports:read',
			handler: (req) => {
				const period = periodOf(req.query);
				oneOf(req.query, 'group_by', ['client', 'product', 'month']);
				const issued = [...state.invoices.values()].filter(
					(i) =>
						i.status !== 'cancelled' &&
						i.date.slice(0, 10) >= period.from &&
						i.date.slice(0, 10) <= period.to,
				);
				const income = issued.filter((i) => i.type === 'I');
				const totalIncome = round(income.reduce((sum, i) => sum + i.total, 0));
				const credit = round(
					issued.filter((i) => i.type === 'E').reduce((sum, i) => sum + i.total, 0),
				);
				const groups = new Map<string, Rec>();
				for (const invoice of income) {
					const group = groups.get(invoice.receptor.rfc) ?? {
						client_rfc: invoice.receptor.rfc,
						client_name: invoice.receptor.nombre,
						invoice_count: 0,
						total: 0,
					};
					group.invoice_count++;
					group.total = round(group.total + invoice.total);
					groups.set(invoice.receptor.rfc, group);
				}
				const breakdown = [...groups.values()].map((g) => ({
					...g,
					percentage: totalIncome ? round((g.total / totalIncome) * 100) : 0,
				}));
				return reportAnswer('income', req.query, ['json', 'pdf', 'xlsx', 'csv'], {
					period,
					total_income: totalIncome,
					total_credit_notes: credit,
					net_income: round(totalIncome - credit),
					invoice_count: income.length,
					breakdown,
				});
			},
		},
		{
			method: 'GET',
			path: '/reports/taxes',
			scope: 'reports:read',
			handler: (req) => {
				const period = periodOf(req.query);
				const issued = [...state.invoices.values()].filter(
					(i) =>
						i.status !== 'cancelled' &&
						i.date.slice(0, 10) >= period.from &&
						i.date.slice(0, 10) <= period.to,
				);
				const rate = (tasa: number) => {
					const taxes = issued
						.flatMap((i) => i.conceptos.flatMap((c: Rec) => c.impuestos.traslados))
						.filter((t: Rec) => t.tasa === tasa);
					return {
						base: round(taxes.reduce((s: number, t: Rec) => s + t.base, 0)),
						importe: round(taxes.reduce((s: number, t: Rec) => s + (t.importe ?? 0), 0)),
					};
				};
				const [t16, t8, t0] = [rate(0.16), rate(0.08), rate(0)];
				return reportAnswer('taxes', req.query, ['json', 'pdf', 'xlsx'], {
					period,
					iva_trasladado: {
						tasa_16: t16,
						tasa_8: t8,
						tasa_0: t0,
						exento: { base: 0 },
						total: round(t16.importe + t8.importe),
					},
					retenciones: {
						isr: { base: 0, importe: 0 },
						iva_retenido: { base: 0, importe: 0 },
						total: 0,
					},
					invoice_count: issued.filter((i) => i.type === 'I').length,
					credit_note_count: issued.filter((i) => i.type === 'E').length,
				});
			},
		},
		{
			method: 'GET',
			path: '/reports/cancellations',
			scope: 'reports:read',
			handler: (req) => {
				const period = periodOf(req.query);
				const cancellations = [...state.invoices.values()]
					.filter(
						(i) =>
							i.cancellation &&
							i.cancellation.requested_at.slice(0, 10) >= period.from &&
							i.cancellation.requested_at.slice(0, 10) <= period.to,
					)
					.map((i) => ({ invoice_id: i.id, uuid: i.uuid, total: i.total, ...i.cancellation }));
				return reportAnswer('cancellations', req.query, ['json', 'pdf', 'xlsx', 'csv'], {
					period,
					cancellation_count: cancellations.length,
					cancellations,
				});
			},
		},
	];
}

export function accountReportRoutes(state: InvoicingState): Route[] {
	return [
		{
			method: 'GET',
			path: '/reports/receivables',
			scope: 'reports:read',
			handler: (req) => {
				oneOf(req.query, 'status', ['pending', 'partial', 'paid']);
				oneOf(req.query, 'aging', ['0-30', '31-60', '61-90', '90+']);
				const paidOf = (invoice: Rec) =>
					[...state.receipts.values()]
						.flatMap((r) => r.documentos_relacionados)
						.filter((d: Rec) => d.uuid_factura.toLowerCase() === invoice.uuid.toLowerCase())
						.reduce((s: number, d: Rec) => s + d.importe_pagado, 0);
				const ageBucket = (days: number) =>
					days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';
				const items = [...state.invoices.values()]
					.filter((i) => i.type === 'I' && i.status !== 'cancelled' && i.metodo_pago === 'PPD')
					.map((i) => {
						const paid = round(paidOf(i));
						const status = paid === 0 ? 'pending' : paid >= i.total ? 'paid' : 'partial';
						const aging = ageBucket(Math.floor((Date.now() - Date.parse(i.date)) / 86_400_000));
						return {
							invoice_id: i.id,
							uuid: i.uuid,
							client_rfc: i.receptor.rfc,
							total: i.total,
							paid,
							balance: round(i.total - paid),
							status,
							aging,
						};
					})
					.filter(
						(r) =>
							(!req.query.status || r.status === req.query.status) &&
							(!req.query.aging || r.aging === req.query.aging),
					);
				return reportAnswer('receivables', req.query, ['json', 'pdf', 'xlsx', 'csv'], {
					receivable_count: items.length,
					total_balance: round(items.reduce((s, r) => s + r.balance, 0)),
					receivables: items,
				});
			},
		},
		{
			method: 'GET',
			path: '/reports/xml-download',
			scope: 'reports:read',
			handler: (req) => {
				const [from, to] = [day(req.query, 'from', true)!, day(req.query, 'to', true)!];
				oneOf(req.query, 'type', ['I', 'E', 'P', 'T']);
				const docs = [...state.invoices.values(), ...state.receipts.values()].filter(
					(d) =>
						(d.date ?? d.fecha_pago).slice(0, 10) >= from &&
						(d.date ?? d.fecha_pago).slice(0, 10) <= to &&
						(!req.query.type || d.type === req.query.type),
				);
				return file(
					zipOf(docs.map((d) => ({ name: `${d.serie}-${d.folio}.xml`, data: xmlOf(d) }))),
					'application/zip',
					`xml-${from}-${to}.zip`,
				);
			},
		},
	];
}
