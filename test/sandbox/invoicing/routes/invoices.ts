import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { invoiceValidator } from '../ext';
import { contains, day, oneOf, paginate, sortBy } from '../queries';
import { invoiceSchema } from '../schemas';
import { InvoicingState, Rec, UUID } from '../state';
import { lookups } from './lookups';

export function invoiceRoutes(state: InvoicingState): Route[] {
	const { find, byNewest, summary, documentRoutes } = lookups(state);
	return [
		{
			method: 'GET',
			path: '/invoices',
			scope: 'invoices:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'type', ['I', 'E', 'P', 'T']);
				oneOf(q, 'status', ['active', 'cancelled', 'cancellation_pending']);
				const [from, to] = [day(q, 'from'), day(q, 'to')];
				const list = [...state.invoices.values()].filter(
					(i) =>
						(!q.type || i.type === q.type) &&
						(!q.status || i.status === q.status) &&
						(!q.receptor_rfc || i.receptor.rfc === q.receptor_rfc) &&
						(!q.series || i.serie === q.series) &&
						(!from || i.date.slice(0, 10) >= from) &&
						(!to || i.date.slice(0, 10) <= to) &&
						contains(q.search, i.uuid, i.folio, `${i.serie}-${i.folio}`, i.receptor.nombre),
				);
				const sorted = sortBy(byNewest(list), q, {
					date: (i) => i.date,
					total: (i) => i.total,
					folio: (i) => i.folio,
					receptor: (i) => i.receptor.nombre,
				});
				return { body: paginate(sorted, q) };
			},
		},
		{
			method: 'POST',
			path: '/invoices',
			scope: 'invoices:write',
			body: invoiceSchema,
			handler: (req) => ({ status: 201, body: { data: summary(state.stamp(req.body)) } }),
		},
		{
			method: 'POST',
			path: '/invoices/batch',
			scope: 'invoices:write',
			body: {
				type: 'object',
				required: ['invoices'],
				additionalProperties: false,
				properties: { invoices: { type: 'array', minItems: 1, maxItems: 100 } },
			},
			handler: (req) => {
				// Each invoice is validated and stamped on its own: one failing stops none of the others.
				const validate = invoiceValidator();
				const results = (req.body.invoices as Rec[]).map((body, index) => {
					try {
						if (!validate(body))
							throw new ApiFailure(
								422,
								'validation_error',
								`Invalid ${validate.errors!.map((e) => e.instancePath.slice(1) || (e.params as Rec).missingProperty).join(', ')}`,
							);
						const invoice = state.stamp(body);
						return {
							index,
							status: 'success',
							invoice_id: invoice.id,
							uuid: invoice.uuid,
							error: null,
						};
					} catch (error) {
						if (!(error instanceof ApiFailure)) throw error;
						return {
							index,
							status: 'error',
							invoice_id: null,
							uuid: null,
							error: { code: error.code, message: error.message },
						};
					}
				});
				const successful = results.filter((r) => r.status === 'success').length;
				return {
					effects: successful,
					body: {
						batch_id: state.id('batch'),
						total_invoices: results.length,
						successful,
						failed: results.length - successful,
						results,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/invoices/{invoice_id}',
			scope: 'invoices:read',
			handler: (req) => ({
				body: { data: find(state.invoices, req.params.invoice_id, 'invoice') },
			}),
		},
		...documentRoutes('invoices', 'invoice_id', state.invoices, 'invoice', 'invoices:read'),
	];
}

export function invoiceActionRoutes(state: InvoicingState): Route[] {
	const { find, inMxn } = lookups(state);
	return [
		{
			method: 'POST',
			path: '/invoices/{invoice_id}/cancel',
			scope: 'invoices:write',
			body: {
				type: 'object',
				required: ['motivo'],
				additionalProperties: false,
				properties: {
					motivo: { enum: ['01', '02', '03', '04'] },
					uuid_sustitucion: { type: 'string' },
				},
			},
			handler: (req) => {
				const invoice = find(state.invoices, req.params.invoice_id, 'invoice');
				const { motivo, uuid_sustitucion } = req.body;
				if (motivo === '01' && !uuid_sustitucion)
					throw new ApiFailure(
						422,
						'replacement_required',
						'uuid_sustitucion is required when motivo is 01',
						[{ field: 'uuid_sustitucion', code: 'required' }],
					);
				if (uuid_sustitucion !== undefined && !UUID.test(uuid_sustitucion))
					throw new ApiFailure(422, 'invalid_uuid', 'uuid_sustitucion must be a UUID');
				if (invoice.status !== 'active')
					throw new ApiFailure(
						409,
						'not_cancellable',
						`An invoice in state ${invoice.status} cannot be cancelled`,
					);
				const now = new Date().toISOString();
				const immediate = inMxn(invoice) < 1000;
				invoice.status = immediate ? 'cancelled' : 'cancellation_pending';
				invoice.cancellation = {
					motivo,
					uuid_sustitucion: uuid_sustitucion ?? null,
					requested_at: now,
					status: immediate ? 'cancelled' : 'pending_acceptance',
				};
				if (immediate) state.emit('invoice.cancelled', invoice);
				const { id, uuid, status, cancellation } = invoice;
				return { body: { data: { id, uuid, status, cancellation } } };
			},
		},
		{
			method: 'POST',
			path: '/invoices/{invoice_id}/send',
			scope: 'invoices:write',
			body: {
				type: 'object',
				required: ['email'],
				additionalProperties: false,
				properties: {
					email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
					include_xml: { type: 'boolean' },
					include_pdf: { type: 'boolean' },
					message: { type: 'string' },
				},
			},
			handler: (req) => {
				const invoice = find(state.invoices, req.params.invoice_id, 'invoice');
				state.emails.push({ invoice: invoice.id, ...req.body });
				return {
					body: {
						data: {
							message: `Invoice ${invoice.serie}-${invoice.folio} sent to ${req.body.email}`,
						},
					},
				};
			},
		},
	];
}
