import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { createHmac, randomUUID } from 'node:crypto';

import { zipOf } from './files';
import { pageOf } from './lists';
import type { Route, SandboxInterface, SandboxRequest, SandboxResponse } from './server';
import { ApiFailure } from './server';

/**
 * The invoicing interface of doc 001 (`invoicing`) and its lookup and simplified invoicing
 * service (`invoicing_ext`), simulated: stamping with fiscal UUIDs, XML and PDF files with their
 * headers, the cancellation flow (below 1,000 MXN at once, otherwise pending until the receiver
 * answers), batches stamped item by item, clients checked against an RFC registry, the tax
 * authority's catalogues, reports (JSON or files) and the period's XML as a ZIP, webhooks.
 * The document shows neither error bodies nor the delivery signature: errors are
 * `{error: {code, message, details}}`, deliveries carry the hex HMAC-SHA256 of the raw body
 * under the webhook's secret in `x-invoicing-signature` (the trigger's default).
 */

type Rec = Record<string, any>;

export const INVOICING_TOKENS = {
	full: 'inv-test-token',
	readOnly: 'inv-read-token',
};
export const INVOICING_EXT_TOKEN = 'inv-ext-test-token';

export const INVOICING_EVENTS = [
	'invoice.created',
	'invoice.cancelled',
	'invoice.cancellation_accepted',
	'invoice.cancellation_rejected',
	'payment_receipt.created',
	'certificate.expiring',
];

const ISSUER = { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimen_fiscal: '601' };
const RFC = /^([A-ZÑ&]{3}|[A-ZÑ&]{4})\d{6}[A-Z0-9]{3}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const SAT_CATALOGS: Record<string, Rec[]> = {
	products: [
		{ clave: '01010101', descripcion: 'No existe en el catálogo' },
		{ clave: '43231500', descripcion: 'Software funcional específico de la empresa' },
		{ clave: '81111500', descripcion: 'Ingeniería de software o hardware' },
		{ clave: '84111506', descripcion: 'Servicios de facturación' },
		{
			clave: '80101500',
			descripcion: 'Servicios de consultoría de negocios y administración corporativa',
		},
		{ clave: '50202306', descripcion: 'Refrescos' },
	],
	units: [
		{ clave: 'H87', descripcion: 'Pieza' },
		{ clave: 'E48', descripcion: 'Unidad de servicio' },
		{ clave: 'ACT', descripcion: 'Actividad' },
		{ clave: 'KGM', descripcion: 'Kilogramo' },
		{ clave: 'HUR', descripcion: 'Hora' },
	],
	'tax-regimes': [
		{ clave: '601', descripcion: 'General de Ley Personas Morales' },
		{ clave: '603', descripcion: 'Personas Morales con Fines no Lucrativos' },
		{ clave: '605', descripcion: 'Sueldos y Salarios e Ingresos Asimilados a Salarios' },
		{ clave: '612', descripcion: 'Personas Físicas con Actividades Empresariales y Profesionales' },
		{ clave: '616', descripcion: 'Sin obligaciones fiscales' },
		{ clave: '626', descripcion: 'Régimen Simplificado de Confianza' },
	],
	'cfdi-uses': [
		{ clave: 'G01', descripcion: 'Adquisición de mercancías' },
		{ clave: 'G03', descripcion: 'Gastos en general' },
		{ clave: 'I04', descripcion: 'Equipo de computo y accesorios' },
		{ clave: 'S01', descripcion: 'Sin efectos fiscales' },
		{ clave: 'CP01', descripcion: 'Pagos' },
	],
	'payment-forms': [
		{ clave: '01', descripcion: 'Efectivo' },
		{ clave: '02', descripcion: 'Cheque nominativo' },
		{ clave: '03', descripcion: 'Transferencia electrónica de fondos' },
		{ clave: '04', descripcion: 'Tarjeta de crédito' },
		{ clave: '28', descripcion: 'Tarjeta de débito' },
		{ clave: '99', descripcion: 'Por definir' },
	],
};

const keyOf = (catalog: string) => new Set(SAT_CATALOGS[catalog].map((entry) => entry.clave));

export interface OutgoingDelivery {
	url: string;
	headers: Record<string, string>;
	rawBody: string;
	body: Rec;
}

const round = (n: number) => Math.round(n * 100) / 100;

export class InvoicingState {
	invoices = new Map<string, Rec>();
	receipts = new Map<string, Rec>();
	clients = new Map<string, Rec>();
	products = new Map<string, Rec>();
	webhooks = new Map<string, Rec>();
	deliveries: OutgoingDelivery[] = [];
	emails: Rec[] = [];
	/** The tax authority's registry: RFCs it knows, and those on its blacklist */
	registry = new Set<string>([
		'XAXX010101000',
		'XEXX010101000',
		'EKU9003173C9',
		'URE180429TM6',
		'MISC491214B86',
		'CACX7605101P8',
	]);
	blacklist = new Set<string>(['BLK010101AB1']);
	private seq = 0;
	private folios = new Map<string, number>();

	id(prefix: string) {
		return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
	}

	clear() {
		for (const map of [this.invoices, this.receipts, this.clients, this.products, this.webhooks])
			map.clear();
		this.folios.clear();
		this.deliveries = [];
		this.emails = [];
	}

	/** Validates and stamps one invoice create body; a rule broken is a 422 with its detail. */
	stamp(body: Rec, at = new Date().toISOString()) {
		const invalid = (code: string, message: string, field: string) =>
			new ApiFailure(422, code, message, [{ field, code, message }]);
		if (!RFC.test(String(body.receptor?.rfc ?? '')))
			throw invalid(
				'invalid_rfc',
				`Receiver RFC ${body.receptor?.rfc} is not a valid RFC`,
				'receptor.rfc',
			);
		if (this.blacklist.has(body.receptor.rfc))
			throw invalid(
				'rfc_blacklisted',
				`Receiver RFC ${body.receptor.rfc} is on the tax authority's blacklist`,
				'receptor.rfc',
			);
		if (!/^\d{5}$/.test(String(body.receptor.domicilio_fiscal ?? '')))
			throw invalid(
				'invalid_postal_code',
				'receptor.domicilio_fiscal must be a 5-digit postal code',
				'receptor.domicilio_fiscal',
			);
		if (body.moneda !== 'MXN' && !(body.tipo_cambio > 0))
			throw invalid(
				'exchange_rate_required',
				'tipo_cambio is required for a currency other than MXN',
				'tipo_cambio',
			);
		let subtotal = 0;
		let discounts = 0;
		let transferred = 0;
		let withheld = 0;
		const conceptos = (body.conceptos as Rec[]).map((line, n) => {
			if (!keyOf('products').has(line.clave_prod_serv))
				throw invalid(
					'unknown_product_key',
					`conceptos[${n}].clave_prod_serv ${line.clave_prod_serv} is not in the catalogue`,
					`conceptos[${n}].clave_prod_serv`,
				);
			if (!keyOf('units').has(line.clave_unidad))
				throw invalid(
					'unknown_unit_key',
					`conceptos[${n}].clave_unidad ${line.clave_unidad} is not in the catalogue`,
					`conceptos[${n}].clave_unidad`,
				);
			const importe = round(line.cantidad * line.valor_unitario);
			const descuento = line.descuento ?? 0;
			if (descuento > importe)
				throw invalid(
					'inconsistent_tax_arithmetic',
					`conceptos[${n}].descuento exceeds the line amount`,
					`conceptos[${n}].descuento`,
				);
			const base = round(importe - descuento);
			const taxes = (kind: 'traslados' | 'retenciones') =>
				((line.impuestos?.[kind] ?? []) as Rec[]).map((t) => ({
					base,
					...t,
					...(t.tasa === undefined ? {} : { importe: round(base * t.tasa) }),
				}));
			const traslados = taxes('traslados');
			const retenciones = taxes('retenciones');
			if (line.objeto_imp === '01' && traslados.length)
				throw invalid(
					'inconsistent_tax_arithmetic',
					`conceptos[${n}] is not subject to tax (objeto_imp 01) but carries taxes`,
					`conceptos[${n}].impuestos`,
				);
			subtotal += importe;
			discounts += descuento;
			transferred += traslados.reduce((sum, t) => sum + (t.importe ?? 0), 0);
			withheld += retenciones.reduce((sum, t) => sum + (t.importe ?? 0), 0);
			return { ...line, importe, descuento, impuestos: { traslados, retenciones } };
		});
		const serie = body.serie ?? (body.type === 'P' ? 'P' : 'A');
		const folio = (this.folios.get(serie) ?? 0) + 1;
		this.folios.set(serie, folio);
		const id = this.id('inv');
		const invoice: Rec = {
			id,
			uuid: randomUUID().toUpperCase(),
			serie,
			folio,
			type: body.type,
			status: 'active',
			date: at,
			emisor: ISSUER,
			receptor: body.receptor,
			conceptos,
			subtotal: round(subtotal),
			descuento: round(discounts),
			total_impuestos_trasladados: round(transferred),
			total_impuestos_retenidos: round(withheld),
			total: round(subtotal - discounts + transferred - withheld),
			moneda: body.moneda,
			tipo_cambio: body.tipo_cambio ?? 1,
			metodo_pago: body.metodo_pago ?? 'PUE',
			forma_pago: body.forma_pago,
			lugar_expedicion: '06600',
			exportacion: body.exportacion ?? '01',
			created_at: at,
			timbrado_at: at,
			xml_url: `https://invoicing.example/v1/invoicing/invoices/${id}/xml`,
			pdf_url: `https://invoicing.example/v1/invoicing/invoices/${id}/pdf`,
		};
		this.invoices.set(id, invoice);
		if (body.enviar_email)
			this.emails.push({ invoice: id, email: 'receiver', include_xml: true, include_pdf: true });
		this.emit('invoice.created', invoice);
		return invoice;
	}

	/** The receiver answers a pending cancellation. */
	answerCancellation(invoiceId: string, accept: boolean) {
		const invoice = this.invoices.get(invoiceId);
		if (invoice?.status !== 'cancellation_pending')
			throw new Error(`invoice ${invoiceId} has no pending cancellation`);
		if (accept) {
			invoice.status = 'cancelled';
			invoice.cancellation.status = 'cancelled';
			this.emit('invoice.cancellation_accepted', invoice);
		} else {
			// The document leaves the invoice's state after a rejection open: it stays valid.
			invoice.status = 'active';
			invoice.cancellation.status = 'rejected';
			this.emit('invoice.cancellation_rejected', invoice);
		}
		return invoice;
	}

	certificateExpiring(days: number) {
		this.emit('certificate.expiring', {
			rfc: ISSUER.rfc,
			expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
			days_left: days,
		});
	}

	emit(event: string, data: Rec) {
		const body = { id: this.id('evt'), event, created_at: new Date().toISOString(), data };
		const rawBody = JSON.stringify(body);
		for (const hook of this.webhooks.values()) {
			if (!hook.events.includes(event)) continue;
			const signature = createHmac('sha256', hook.secret).update(rawBody).digest('hex');
			this.deliveries.push({
				url: hook.url,
				headers: { 'content-type': 'application/json', 'x-invoicing-signature': signature },
				rawBody,
				body,
			});
		}
	}
}

function paginate(records: Rec[], query: Record<string, string>) {
	const { data, page, perPage, total } = pageOf(records, query, 25);
	return {
		data,
		meta: {
			current_page: page,
			total_pages: Math.max(1, Math.ceil(total / perPage)),
			total_count: total,
		},
	};
}

function day(query: Record<string, string>, name: string, required = false) {
	const value = query[name];
	if (value === undefined) {
		if (required)
			throw new ApiFailure(400, 'invalid_parameter', `${name} is required (YYYY-MM-DD)`);
		return undefined;
	}
	if (!DAY.test(value))
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be a date YYYY-MM-DD`);
	return value;
}

function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name])) {
		throw new ApiFailure(400, 'invalid_parameter', `${name} must be one of ${allowed.join(', ')}`);
	}
}

function sortBy(
	records: Rec[],
	query: Record<string, string>,
	keys: Record<string, (r: Rec) => string | number>,
) {
	oneOf(query, 'sort_by', Object.keys(keys));
	const key = query.sort_by ? keys[query.sort_by] : undefined;
	if (!key) return records;
	return [...records].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const contains = (needle: string | undefined, ...haystack: unknown[]) =>
	!needle ||
	haystack.some((value) =>
		String(value ?? '')
			.toLowerCase()
			.includes(needle.toLowerCase()),
	);

/** A file answer with its type and attachment name. */
const file = (raw: Buffer, contentType: string, fileName: string): SandboxResponse => ({
	raw,
	headers: {
		'Content-Type': contentType,
		'Content-Disposition': `attachment; filename="${fileName}"`,
	},
});

function xmlOf(doc: Rec) {
	return Buffer.from(
		`<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="${doc.serie}" Folio="${doc.folio}" TipoDeComprobante="${doc.type}" Total="${doc.total ?? doc.monto}"><cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" UUID="${doc.uuid}"/></cfdi:Complemento></cfdi:Comprobante>\n`,
	);
}

const pdfOf = (doc: Rec) =>
	Buffer.from(
		`%PDF-1.4\n% ${doc.serie}-${doc.folio} ${doc.uuid}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`,
	);

const REPORT_TYPES: Record<string, string> = {
	pdf: 'application/pdf',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	csv: 'text/csv',
};

/** The period a report covers: the month, quarter or year around `date`. */
function periodOf(query: Record<string, string>) {
	oneOf(query, 'period', ['month', 'quarter', 'year']);
	const date = day(query, 'date', true)!;
	const [y, m] = date.split('-').map(Number);
	const period = query.period ?? 'month';
	const firstMonth =
		period === 'year' ? 1 : period === 'quarter' ? Math.floor((m - 1) / 3) * 3 + 1 : m;
	const months = period === 'year' ? 12 : period === 'quarter' ? 3 : 1;
	const from = `${y}-${String(firstMonth).padStart(2, '0')}-01`;
	const to = new Date(Date.UTC(y, firstMonth - 1 + months, 0)).toISOString().slice(0, 10);
	return { type: period, from, to };
}

/** A report as JSON, or as a file in the asked format. */
function reportAnswer(
	name: string,
	query: Record<string, string>,
	formats: string[],
	data: Rec,
): SandboxResponse {
	oneOf(query, 'format', formats);
	const format = query.format ?? 'json';
	if (format === 'json') return { body: { data } };
	const label = data.period ? `${name}-${data.period.from}` : name;
	const raw =
		format === 'pdf'
			? Buffer.from(`%PDF-1.4\n% ${name} report\n%%EOF\n`)
			: Buffer.from(`report,${name}\n${JSON.stringify(data).replace(/,/g, ';')}\n`);
	return file(raw, REPORT_TYPES[format], `${label}.${format}`);
}

const receptorSchema = {
	type: 'object',
	required: ['rfc', 'nombre', 'regimen_fiscal', 'domicilio_fiscal', 'uso_cfdi'],
	additionalProperties: false,
	properties: {
		rfc: { type: 'string' },
		nombre: { type: 'string', minLength: 1 },
		regimen_fiscal: { type: 'string' },
		domicilio_fiscal: { type: 'string' },
		uso_cfdi: { type: 'string' },
	},
};
const taxesSchema = {
	type: 'object',
	properties: { traslados: { type: 'array' }, retenciones: { type: 'array' } },
};
const invoiceSchema = {
	type: 'object',
	required: ['type', 'receptor', 'conceptos', 'forma_pago', 'moneda'],
	additionalProperties: false,
	properties: {
		type: { enum: ['I', 'E', 'P', 'T'] },
		receptor: receptorSchema,
		conceptos: {
			type: 'array',
			minItems: 1,
			items: {
				type: 'object',
				required: ['clave_prod_serv', 'descripcion', 'cantidad', 'clave_unidad', 'valor_unitario'],
				additionalProperties: false,
				properties: {
					clave_prod_serv: { type: 'string' },
					descripcion: { type: 'string', minLength: 1 },
					cantidad: { type: 'number', exclusiveMinimum: 0 },
					clave_unidad: { type: 'string' },
					valor_unitario: { type: 'number', exclusiveMinimum: 0 },
					descuento: { type: 'number', minimum: 0 },
					objeto_imp: { enum: ['01', '02', '03', '04'] },
					impuestos: taxesSchema,
				},
			},
		},
		metodo_pago: { enum: ['PUE', 'PPD'] },
		forma_pago: { type: 'string' },
		moneda: { type: 'string', pattern: '^[A-Z]{3}$' },
		tipo_cambio: { type: 'number', exclusiveMinimum: 0 },
		exportacion: { enum: ['01', '02', '03', '04'] },
		serie: { type: 'string' },
		enviar_email: { type: 'boolean' },
	},
};
const clientFields = {
	rfc: { type: 'string' },
	nombre: { type: 'string', minLength: 1 },
	regimen_fiscal: { type: 'string' },
	domicilio_fiscal: { type: 'string', pattern: '^\\d{5}$' },
	uso_cfdi_default: { type: 'string' },
	email: { type: 'string' },
	telefono: { type: 'string' },
};
const productFields = {
	nombre_interno: { type: 'string', minLength: 1 },
	clave_prod_serv: { type: 'string' },
	descripcion: { type: 'string', minLength: 1 },
	clave_unidad: { type: 'string' },
	valor_unitario: { type: 'number', exclusiveMinimum: 0 },
	objeto_imp: { enum: ['01', '02', '03'] },
	impuestos: taxesSchema,
};

export function invoicingSandbox(
	state = new InvoicingState(),
): SandboxInterface & { state: InvoicingState } {
	const find = (map: Map<string, Rec>, id: string, what: string) => {
		const record = map.get(id);
		if (!record) throw new ApiFailure(404, 'not_found', `${what} ${id} not found`);
		return record;
	};
	const byNewest = (records: Rec[]) =>
		[...records].sort((a, b) =>
			a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
		);
	const summary = (invoice: Rec) => {
		const { id, uuid, serie, folio, type, status, subtotal, total, timbrado_at, xml_url, pdf_url } =
			invoice;
		return { id, uuid, serie, folio, type, status, subtotal, total, timbrado_at, xml_url, pdf_url };
	};
	const inMxn = (invoice: Rec) =>
		invoice.total * (invoice.moneda === 'MXN' ? 1 : invoice.tipo_cambio);
	const clientView = (client: Rec): Rec => {
		const invoices = [...state.invoices.values()].filter(
			(i) => i.receptor.rfc === client.rfc && i.status !== 'cancelled',
		);
		return {
			...client,
			invoice_count: invoices.length,
			total_facturado: round(invoices.reduce((sum, i) => sum + i.total, 0)),
		};
	};
	const catalogKeys = (body: Rec) => {
		if (body.clave_prod_serv !== undefined && !keyOf('products').has(body.clave_prod_serv))
			throw new ApiFailure(
				422,
				'unknown_product_key',
				`clave_prod_serv ${body.clave_prod_serv} is not in the catalogue`,
			);
		if (body.clave_unidad !== undefined && !keyOf('units').has(body.clave_unidad))
			throw new ApiFailure(
				422,
				'unknown_unit_key',
				`clave_unidad ${body.clave_unidad} is not in the catalogue`,
			);
	};
	const clientRules = (body: Rec) => {
		if (body.rfc !== undefined && !RFC.test(body.rfc))
			throw new ApiFailure(422, 'invalid_rfc', `${body.rfc} is not a valid RFC`, [
				{ field: 'rfc', code: 'invalid_rfc' },
			]);
		if (body.regimen_fiscal !== undefined && !keyOf('tax-regimes').has(body.regimen_fiscal))
			throw new ApiFailure(
				422,
				'unknown_tax_regime',
				`regimen_fiscal ${body.regimen_fiscal} is not in the catalogue`,
			);
	};
	/** An unknown or blacklisted RFC is a warning, not an error. */
	const rfcWarning = (rfc: string) => {
		if (state.blacklist.has(rfc))
			return { code: 'rfc_blacklisted', message: `RFC ${rfc} is on the tax authority's blacklist` };
		if (!state.registry.has(rfc))
			return {
				code: 'rfc_not_found',
				message: `RFC ${rfc} is not in the tax authority's registry`,
			};
		return undefined;
	};
	/** The stamped XML and the PDF of a document, named <series>-<number>. */
	const documentRoutes = (
		collection: string,
		param: string,
		map: Map<string, Rec>,
		what: string,
		scope?: string,
	): Route[] =>
		[
			['xml', 'application/xml', xmlOf],
			['pdf', 'application/pdf', pdfOf],
		].map(([format, type, render]) => ({
			method: 'GET',
			path: `/${collection}/{${param}}/${format as string}`,
			scope,
			handler: (req: SandboxRequest) => {
				const doc = find(map, req.params[param], what);
				return file(
					(render as typeof xmlOf)(doc),
					type as string,
					`${doc.serie}-${doc.folio}.${format as string}`,
				);
			},
		}));

	const routes: Route[] = [
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
		{
			method: 'GET',
			path: '/clients',
			scope: 'catalogs:read',
			handler: (req) => {
				const q = req.query;
				const list = [...state.clients.values()]
					.map(clientView)
					.filter(
						(c) =>
							(!q.regimen_fiscal || c.regimen_fiscal === q.regimen_fiscal) &&
							contains(q.search, c.rfc, c.nombre, c.email),
					);
				const sorted = sortBy(byNewest(list), q, {
					name: (c) => c.nombre,
					rfc: (c) => c.rfc,
					created_at: (c) => c.created_at,
					invoice_count: (c) => c.invoice_count,
				});
				return { body: paginate(sorted, q) };
			},
		},
		{
			method: 'POST',
			path: '/clients',
			scope: 'catalogs:read',
			body: {
				type: 'object',
				required: ['rfc', 'nombre', 'regimen_fiscal', 'domicilio_fiscal'],
				additionalProperties: false,
				properties: clientFields,
			},
			handler: (req) => {
				clientRules(req.body);
				if ([...state.clients.values()].some((c) => c.rfc === req.body.rfc))
					throw new ApiFailure(409, 'duplicate_client', `A client with RFC ${req.body.rfc} exists`);
				const client = { id: state.id('cli'), ...req.body, created_at: new Date().toISOString() };
				state.clients.set(client.id, client);
				const warning = rfcWarning(client.rfc);
				return { status: 201, body: { data: clientView(client), ...(warning ? { warning } : {}) } };
			},
		},
		{
			method: 'GET',
			path: '/clients/{client_id}',
			handler: (req) => ({
				body: { data: clientView(find(state.clients, req.params.client_id, 'client')) },
			}),
		},
		{
			method: 'PATCH',
			path: '/clients/{client_id}',
			body: {
				type: 'object',
				minProperties: 1,
				additionalProperties: false,
				properties: clientFields,
			},
			handler: (req) => {
				const client = find(state.clients, req.params.client_id, 'client');
				clientRules(req.body);
				Object.assign(client, req.body);
				return { body: { data: clientView(client) } };
			},
		},
		{
			method: 'DELETE',
			path: '/clients/{client_id}',
			handler: (req) => {
				const client = clientView(find(state.clients, req.params.client_id, 'client'));
				if ([...state.invoices.values()].some((i) => i.receptor.rfc === client.rfc)) {
					throw new ApiFailure(
						409,
						'client_has_invoices',
						`Client ${client.rfc} has invoices and cannot be deleted`,
					);
				}
				state.clients.delete(client.id);
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			path: '/products',
			scope: 'catalogs:read',
			handler: (req) => {
				const q = req.query;
				const list = [...state.products.values()].filter(
					(p) =>
						(!q.clave_prod_serv || p.clave_prod_serv === q.clave_prod_serv) &&
						contains(q.search, p.nombre_interno, p.descripcion, p.clave_prod_serv),
				);
				const sorted = sortBy(byNewest(list), q, {
					name: (p) => p.nombre_interno,
					price: (p) => p.valor_unitario,
					created_at: (p) => p.created_at,
					usage_count: (p) => p.usage_count,
				});
				return { body: paginate(sorted, q) };
			},
		},
		{
			method: 'POST',
			path: '/products',
			scope: 'catalogs:read',
			body: {
				type: 'object',
				required: [
					'nombre_interno',
					'clave_prod_serv',
					'descripcion',
					'clave_unidad',
					'valor_unitario',
				],
				additionalProperties: false,
				properties: productFields,
			},
			handler: (req) => {
				catalogKeys(req.body);
				const product = {
					id: state.id('prod'),
					objeto_imp: '02',
					impuestos: { traslados: [], retenciones: [] },
					...req.body,
					usage_count: 0,
					created_at: new Date().toISOString(),
				};
				state.products.set(product.id, product);
				return { status: 201, body: { data: product } };
			},
		},
		{
			method: 'GET',
			path: '/products/{product_id}',
			handler: (req) => ({
				body: { data: find(state.products, req.params.product_id, 'product') },
			}),
		},
		{
			method: 'PATCH',
			path: '/products/{product_id}',
			body: {
				type: 'object',
				minProperties: 1,
				additionalProperties: false,
				properties: productFields,
			},
			handler: (req) => {
				const product = find(state.products, req.params.product_id, 'product');
				catalogKeys(req.body);
				Object.assign(product, req.body);
				return { body: { data: product } };
			},
		},
		{
			method: 'DELETE',
			path: '/products/{product_id}',
			handler: (req) => {
				find(state.products, req.params.product_id, 'product');
				state.products.delete(req.params.product_id);
				return { status: 204 };
			},
		},
		...['products', 'units'].map((catalog): Route => ({
			method: 'GET',
			path: `/sat-catalogs/${catalog}`,
			scope: catalog === 'products' ? 'catalogs:read' : undefined,
			handler: (req: SandboxRequest) => ({
				body: {
					data: SAT_CATALOGS[catalog].filter((entry) =>
						contains(req.query.search, entry.clave, entry.descripcion),
					),
				},
			}),
		})),
		...['tax-regimes', 'cfdi-uses', 'payment-forms'].map((catalog): Route => ({
			method: 'GET',
			path: `/sat-catalogs/${catalog}`,
			handler: () => ({ body: { data: SAT_CATALOGS[catalog] } }),
		})),
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
		{
			method: 'POST',
			path: '/webhooks',
			body: {
				type: 'object',
				required: ['url', 'events', 'secret'],
				additionalProperties: false,
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					events: {
						type: 'array',
						minItems: 1,
						uniqueItems: true,
						items: { enum: INVOICING_EVENTS },
					},
					secret: { type: 'string', minLength: 16 },
				},
			},
			handler: (req) => {
				const hook = { id: state.id('wh'), ...req.body, created_at: new Date().toISOString() };
				state.webhooks.set(hook.id, hook);
				const { secret, ...shown } = hook;
				return { status: 201, body: { data: shown } };
			},
		},
	];

	return {
		slug: 'invoicing',
		prefix: '/v1/invoicing',
		tokens: {
			[INVOICING_TOKENS.full]: {
				userId: 'issuer',
				scopes: ['invoices:read', 'invoices:write', 'catalogs:read', 'reports:read'],
			},
			[INVOICING_TOKENS.readOnly]: { userId: 'reader', scopes: ['invoices:read', 'catalogs:read'] },
		},
		routes,
		state,
		error: (status, code, message, details) => ({
			error: { code, message, ...(details ? { details } : {}) },
		}),
		reset: () => state.clear(),
		notSimulated: [
			{
				method: '?',
				path: '?/webhooks/{webhook_id}',
				reason: 'the document names further webhook endpoints without their methods or paths',
			},
		],
	};
}

/** Each invoice of a batch is validated on its own against the create schema. */
let compiledInvoice: ValidateFunction | undefined;
const invoiceValidator = () =>
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
