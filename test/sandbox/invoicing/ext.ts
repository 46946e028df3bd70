import Ajv from 'ajv';
import { ApiFailure } from '../server';
import type { Route, SandboxInterface } from '../server';
import { invoiceSchema } from './schemas';
import { INVOICING_EXT_TOKEN, Rec } from './state';
import type { ValidateFunction } from 'ajv';
import { randomUUID } from 'node:crypto';

/** Each invoice of a batch is validated on its own against the create schema. */
export let compiledInvoice: ValidateFunction | undefined;

export const invoiceValidator = () =>
	(compiledInvoice ??= new Ajv({ allErrors: true }).compile(invoiceSchema));

/** The Panamanian taxpayer registry of the lookup service: RUC + type -> check digit and name. */
export class InvoicingExtState {
	registry = new Map<string, Rec>([
		[
			'155596713-2-2015|2',
			{ ruc: '155596713-2-2015', dv: 59, name: 'COMERCIAL ISTMO, S.A.', type: 2 },
		],
		['8-123-456|1', { ruc: '8-123-456', dv: 12, name: 'MARIA GONZALEZ', type: 1 }],
		['1-1-1|2', { ruc: '1-1-1', dv: 3, name: 'MINISTERIO DE ECONOMIA Y FINANZAS', type: 2 }],
	]);
	invoices: Rec[] = [];
	private seq = 0;

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}
}

export function invoicingExtSandbox(
	state = new InvoicingExtState(),
): SandboxInterface & { state: InvoicingExtState } {
	const bad = (message: string, code = 'BAD_REQUEST') => new ApiFailure(400, code, message);
	const routes: Route[] = [
		{
			method: 'GET',
			path: '/invoicing/ruc/info',
			handler: (req) => {
				const ruc = req.query.ruc;
				const type = req.query.type ?? req.query.tipo;
				if (!ruc) throw bad('ruc is required', 'RUC_REQUIRED');
				if (type === undefined) throw bad('type is required (1 or 2)', 'TYPE_REQUIRED');
				if (!['1', '2'].includes(type)) throw bad('type must be 1 or 2', 'INVALID_TYPE');
				const found = state.registry.get(`${ruc}|${type}`);
				if (!found)
					throw new ApiFailure(404, 'NOT_FOUND', `No taxpayer with RUC ${ruc} and type ${type}`);
				return { body: { success: true, result: found } };
			},
		},
		{
			method: 'POST',
			path: '/invoicing/lite',
			body: {
				type: 'object',
				required: ['branchId', 'client', 'items'],
				properties: {
					branchId: { type: 'string', minLength: 1 },
					client: {
						type: 'object',
						required: ['taxName', 'taxReceiverType'],
						properties: {
							taxName: { type: 'string', minLength: 1 },
							taxId: { type: 'string' },
							taxDv: { type: 'string' },
							taxIdType: { enum: [1, 2] },
							taxReceiverType: { enum: ['01', '02', '03', '04'] },
							email: { type: 'string' },
							foreignTaxId: { type: 'string' },
							passport: { type: 'string' },
							country: { type: 'string' },
						},
					},
					items: {
						type: 'array',
						minItems: 1,
						items: {
							type: 'object',
							required: ['description', 'qty', 'price'],
							properties: {
								description: { type: 'string' },
								qty: { type: 'number', exclusiveMinimum: 0 },
								price: { type: 'number', minimum: 0 },
								taxes: { type: 'array', items: { type: 'object', required: ['code'] } },
							},
						},
					},
					payments: {
						type: 'array',
						items: {
							type: 'object',
							required: ['type', 'amount'],
							properties: { type: { type: 'string' }, amount: { type: 'number' } },
						},
					},
				},
			},
			handler: (req) => {
				const { client, items } = req.body;
				if (client.taxReceiverType === '04') {
					if (!client.foreignTaxId && !client.passport)
						throw bad('a foreigner is identified by foreignTaxId or passport');
					if (client.passport && !client.country) throw bad('country is required with a passport');
				} else if (!client.taxId) throw bad('taxId is required');
				if (['01', '03'].includes(client.taxReceiverType)) {
					const known = state.registry.get(`${client.taxId}|${client.taxIdType}`);
					if (known && String(known.dv) !== String(client.taxDv))
						throw bad(`taxDv does not match the registry for ${client.taxId}`, 'INVALID_DV');
				}
				const total =
					Math.round(
						items.reduce(
							(sum: number, i: Rec) =>
								sum + i.qty * i.price * (i.taxes?.some((t: Rec) => t.code === '01') ? 1.07 : 1),
							0,
						) * 100,
					) / 100;
				const invoice = {
					id: state.id('lite'),
					cufe: randomUUID(),
					branchId: req.body.branchId,
					client,
					items,
					payments: req.body.payments ?? [],
					total,
					created_at: new Date().toISOString(),
				};
				state.invoices.push(invoice);
				return { status: 201, body: { success: true, result: invoice } };
			},
		},
	];
	return {
		slug: 'invoicing_ext',
		prefix: '/external-api',
		tokens: { [INVOICING_EXT_TOKEN]: { userId: 'ext', scopes: [] } },
		tokenHeader: 'X-INVOICING-TOKEN',
		routes,
		state,
		error: (_status, code, message, details) => ({
			success: false,
			code: code.toUpperCase(),
			message,
			...(details ? { details } : {}),
		}),
		reset() {
			state.invoices = [];
		},
	};
}
