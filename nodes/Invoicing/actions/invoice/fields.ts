import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { collection } from '../../../shared/crud';
import { locator, rowsParameter, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { INVOICE_TYPES } from '../../api';
import {
	cfdiUse,
	invoicingChecks,
	paymentForm,
	rfcParameter,
	stampedDocumentKeys,
	taxRegime,
} from '../parameters';

/** The fields of one invoice, shared by Create and Create in Batch (each item of a batch is one invoice). */

const TAX_OBJECTS = [
	{ name: '01 – Not Subject to Tax', value: '01' },
	{ name: '02 – Subject to Tax', value: '02' },
	{ name: '03 – Subject to Tax, Not Obliged to Break It Down', value: '03' },
	{ name: '04 – Subject to Tax, Not Causing It', value: '04' },
];

const VAT_RATES = [
	{ name: 'VAT 16%', value: '0.16' },
	{ name: 'VAT 8% (Border Region)', value: '0.08' },
	{ name: 'VAT 0%', value: '0' },
	{ name: 'VAT Exempt', value: 'exempt' },
	{ name: 'No Taxes', value: 'none' },
];

export const invoiceFields: INodeProperties[] = [
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: INVOICE_TYPES,
		default: 'I',
		required: true,
		description: 'Kind of tax document',
	},
	rfcParameter('Receiver RFC', 'receptor_rfc', "The receiver's tax ID", { required: true }),
	text(
		'Receiver Name',
		'receptor_nombre',
		"The receiver's registered name, exactly as the tax authority has it",
		{ required: true },
	),
	taxRegime('receptor_regimen_fiscal', {
		required: true,
		description:
			'The receiver\'s tax regime. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	text(
		'Receiver Postal Code',
		'receptor_domicilio_fiscal',
		"Postal code of the receiver's tax address (5 digits)",
		{ required: true, placeholder: '06600' },
	),
	cfdiUse('receptor_uso_cfdi', {
		required: true,
		description:
			'What the receiver uses the document for. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	rowsParameter(
		{
			displayName: 'Line Items',
			name: 'conceptos',
			placeholder: 'Add Line Item',
			required: true,
		},
		{ displayName: 'Line Item', name: 'concepto' },
		[
			{ displayName: 'Description', name: 'descripcion', type: 'string', default: '' },
			{
				displayName: 'Discount',
				name: 'descuento',
				type: 'number',
				default: 0,
				typeOptions: { numberPrecision: 2 },
				description: 'Discount on the line, as an amount',
			},
			{
				displayName: 'Product Key Name or ID',
				name: 'clave_prod_serv',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getProductKeys' },
				default: '',
				description:
					'The tax authority\'s product or service key. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Quantity',
				name: 'cantidad',
				type: 'number',
				default: 1,
				typeOptions: { numberPrecision: 6 },
			},
			{
				displayName: 'Tax Object',
				name: 'objeto_imp',
				type: 'options',
				options: TAX_OBJECTS,
				default: '02',
				description: 'Whether the line is subject to tax',
			},
			{
				displayName: 'Taxes (JSON)',
				name: 'impuestos',
				type: 'json',
				default: '',
				description:
					'The whole tax object instead of VAT, e.g. {"traslados":[{"impuesto":"002","tipo_factor":"Tasa","tasa":0.16}],"retenciones":[]} (no computed amounts)',
			},
			{
				displayName: 'Unit Key Name or ID',
				name: 'clave_unidad',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getUnitKeys' },
				default: '',
				description:
					'The tax authority\'s unit key, e.g. H87 (piece) or E48 (service). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Unit Value',
				name: 'valor_unitario',
				type: 'number',
				default: 0,
				typeOptions: { numberPrecision: 6 },
				description: 'Price of one unit before taxes',
			},
			{
				displayName: 'VAT',
				name: 'iva',
				type: 'options',
				options: VAT_RATES,
				default: '0.16',
				description: 'VAT transferred on the line (only for tax object 02)',
			},
		],
	),
	{
		displayName: 'Payment Method',
		name: 'metodo_pago',
		type: 'options',
		options: [
			{ name: 'PUE – Paid in One Payment', value: 'PUE' },
			{ name: 'PPD – Paid in Instalments or Later', value: 'PPD' },
		],
		default: 'PUE',
	},
	paymentForm('forma_pago', {
		required: true,
		description:
			'How it is paid (cash, transfer, card...). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	text('Currency', 'moneda', 'ISO 4217 code of the currency', { default: 'MXN', required: true }),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		{
			displayName: 'Exchange Rate',
			name: 'tipo_cambio',
			type: 'number',
			default: 1,
			typeOptions: { numberPrecision: 6 },
			description: 'MXN per unit of the currency (positive)',
		},
		{
			displayName: 'Export Code',
			name: 'exportacion',
			type: 'options',
			options: [
				{ name: '01 – Not an Export', value: '01' },
				{ name: '02 – Definitive Export', value: '02' },
				{ name: '03 – Temporary Export', value: '03' },
				{ name: '04 – Definitive Export, Other', value: '04' },
			],
			default: '01',
		},
		text('Series', 'serie', 'Series of the document number, e.g. A'),
		{
			displayName: 'Send by Email',
			name: 'enviar_email',
			type: 'boolean',
			default: false,
			description: 'Whether the service e-mails the document to the receiver once stamped',
		},
	]),
];

/** One line item as the API takes it: no computed amounts. */
function lineItem(check: ReturnType<typeof checks>, line: IDataObject, n: number): IDataObject {
	const field = (name: string) => `conceptos[${n}].${name}`;
	const own = invoicingChecks(check);
	check.required(field('clave_prod_serv'), line.clave_prod_serv);
	check.required(field('descripcion'), line.descripcion);
	check.required(field('clave_unidad'), line.clave_unidad);
	own.positive(field('cantidad'), line.cantidad ?? 0);
	own.positive(field('valor_unitario'), line.valor_unitario ?? 0);
	const discount = Number(line.descuento ?? 0);
	if (discount < 0) check.fail(field('descuento'), 'must not be negative');
	if (discount > Number(line.cantidad) * Number(line.valor_unitario))
		check.fail(field('descuento'), 'must not exceed quantity × unit value');
	const objeto = String(line.objeto_imp ?? '02');
	let impuestos: IDataObject | undefined;
	if (line.impuestos) impuestos = check.jsonObject(field('impuestos'), line.impuestos);
	else if (objeto === '02' && line.iva !== 'none') {
		const iva = String(line.iva ?? '0.16');
		impuestos = {
			traslados: [
				iva === 'exempt'
					? { impuesto: '002', tipo_factor: 'Exento' }
					: { impuesto: '002', tipo_factor: 'Tasa', tasa: Number(iva) },
			],
			retenciones: [],
		};
	}
	return dropEmpty({
		clave_prod_serv: String(line.clave_prod_serv).trim(),
		descripcion: line.descripcion,
		cantidad: Number(line.cantidad),
		clave_unidad: String(line.clave_unidad).trim(),
		valor_unitario: Number(line.valor_unitario),
		descuento: discount || undefined,
		objeto_imp: objeto,
		impuestos,
	});
}

/** The create body of the item's invoice, every documented rule checked first. */
export function invoiceBody(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const check = checks(ctx, itemIndex);
	const own = invoicingChecks(check);
	const param = (name: string) => ctx.getNodeParameter(name, itemIndex, '') as string;
	const receptor = {
		rfc: String(param('receptor_rfc')).trim().toUpperCase(),
		nombre: String(param('receptor_nombre')).trim(),
		regimen_fiscal: param('receptor_regimen_fiscal'),
		domicilio_fiscal: String(param('receptor_domicilio_fiscal')).trim(),
		uso_cfdi: param('receptor_uso_cfdi'),
	};
	for (const [key, value] of Object.entries(receptor)) check.required(`receptor_${key}`, value);
	own.rfc('receptor_rfc', receptor.rfc);
	own.postalCode('receptor_domicilio_fiscal', receptor.domicilio_fiscal);
	const lines = ((ctx.getNodeParameter('conceptos', itemIndex, {}) as IDataObject).concepto ??
		[]) as IDataObject[];
	if (lines.length === 0) check.fail('conceptos', 'add at least one line item');
	const moneda = String(param('moneda')).trim().toUpperCase();
	check.required('moneda', moneda);
	check.currency('moneda', moneda);
	check.required('forma_pago', param('forma_pago'));
	const extra = ctx.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	own.positive('tipo_cambio', extra.tipo_cambio);
	return dropEmpty({
		type: param('type'),
		receptor,
		conceptos: lines.map((line, n) => lineItem(check, line, n)),
		metodo_pago: param('metodo_pago'),
		forma_pago: param('forma_pago'),
		moneda,
		...extra,
	});
}

/** Parameters and checks several Invoicing operations share. */

export const invoiceId = locator(
	'Invoice',
	'invoiceId',
	'searchInvoices',
	'The invoice (tax document)',
	'inv_...',
);

/** Simplify keeps what a workflow usually reads of an invoice. */
export const simplifiedInvoiceKeys = [
	...stampedDocumentKeys,
	'date',
	'receptor',
	'subtotal',
	'total',
	'moneda',
	'timbrado_at',
];
