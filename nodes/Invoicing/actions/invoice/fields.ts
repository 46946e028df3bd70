import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { collection } from '../../../shared/crud';
import { locator, number, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { INVOICE_TYPES } from '../../api';
import { lineItems, lineItemsParameters } from './lineItems';
import {
	cfdiUse,
	invoicingChecks,
	paymentForm,
	receiverRfcParameter,
	stampedDocumentKeys,
	taxRegime,
} from '../parameters';

/** The fields of one invoice, shared by Create and Create in Batch (each item of a batch is one invoice). */

export const invoiceFields: INodeProperties[] = [
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: INVOICE_TYPES,
		default: 'I',
		required: true,
		description:
			'Kind of tax document: I (income) or E (credit note); payments go through Payment Receipt → Create',
	},
	receiverRfcParameter('Receiver RFC', 'receptor_rfc', "The receiver's tax ID"),
	text(
		'Receiver Name',
		'receptor_nombre',
		"The receiver's registered name, exactly as the tax authority has it",
		{ required: true },
	),
	taxRegime('receptor_regimen_fiscal', {
		required: true,
		description:
			'The receiver\'s tax regime, a code from SAT Catalog → Get Tax Regimes, e.g. 601. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
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
			'What the receiver uses the document for, a code from SAT Catalog → Get CFDI Uses, e.g. G03. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	...lineItemsParameters,
	{
		displayName: 'Payment Method',
		name: 'metodo_pago',
		description:
			'The SAT payment method: PUE when paid in one payment at issue, PPD when paid later or in instalments (then record each payment with Payment Receipt → Create)',
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
			'How it is paid, a code from SAT Catalog → Get Payment Forms, e.g. 03 (transfer). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	text('Currency', 'moneda', 'ISO 4217 code of the currency the amounts are in, e.g. MXN or USD', {
		default: 'MXN',
		required: true,
	}),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		number(
			'Exchange Rate',
			'tipo_cambio',
			'Exchange rate: MXN per unit of the currency, e.g. 17.25 for USD (positive)',
			{ default: 1, typeOptions: { numberPrecision: 6 } },
		),
		{
			displayName: 'Export Code',
			name: 'exportacion',
			description: 'The SAT export code: 01 when the sale is not an export',
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

/** The create body of the item's invoice, every documented rule checked first. */
export function invoiceBody(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const check = checks(ctx, itemIndex);
	const own = invoicingChecks(check);
	const param = (name: string) => ctx.getNodeParameter(name, itemIndex, '') as string;
	const receptor = {
		rfc: param('receptor_rfc'),
		nombre: String(param('receptor_nombre')).trim(),
		regimen_fiscal: param('receptor_regimen_fiscal'),
		domicilio_fiscal: String(param('receptor_domicilio_fiscal')).trim(),
		uso_cfdi: param('receptor_uso_cfdi'),
	};
	for (const [key, value] of Object.entries(receptor)) check.required(`receptor_${key}`, value);
	receptor.rfc = own.rfc('receptor_rfc', receptor.rfc)!;
	own.postalCode('receptor_domicilio_fiscal', receptor.domicilio_fiscal);
	const conceptos = lineItems(ctx, itemIndex, check);
	const moneda = check.currency('moneda', param('moneda'));
	check.required('moneda', moneda);
	check.required('forma_pago', param('forma_pago'));
	const extra = ctx.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	own.positive('tipo_cambio', extra.tipo_cambio);
	return dropEmpty({
		type: param('type'),
		receptor,
		conceptos,
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
	'The invoice (tax document): its ID from Invoice → Get Many or Invoice → Create',
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
