import { ApiFailure } from '../server';
import { createHmac, randomUUID } from 'node:crypto';

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
export type Rec = Record<string, any>;

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

export const ISSUER = {
	rfc: 'EKU9003173C9',
	nombre: 'ESCUELA KEMPER URGATE',
	regimen_fiscal: '601',
};

export const RFC = /^([A-ZÑ&]{3}|[A-ZÑ&]{4})\d{6}[A-Z0-9]{3}$/;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

export const keyOf = (catalog: string) =>
	new Set(SAT_CATALOGS[catalog].map((entry) => entry.clave));

export interface OutgoingDelivery {
	url: string;
	headers: Record<string, string>;
	rawBody: string;
	body: Rec;
}

export const round = (n: number) => Math.round(n * 100) / 100;

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
