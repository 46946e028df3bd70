import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { lineItemsInput, readLineItems, whenEntered } from '../../../shared/lineItems';
import { number, rowsParameter } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { invoicingChecks, taxObjectParameter } from '../parameters';

/** An invoice's line items: entered one by one, or a JSON array mapped from the input (e.g. a sale's lines). */

const VAT_RATES = [
	{ name: 'VAT 16%', value: '0.16' },
	{ name: 'VAT 8% (Border Region)', value: '0.08' },
	{ name: 'VAT 0%', value: '0' },
	{ name: 'VAT Exempt', value: 'exempt' },
	{ name: 'No Taxes', value: 'none' },
];

const NAMES = {
	input: 'conceptosInput',
	rows: 'conceptos',
	row: 'concepto',
	json: 'conceptosJson',
};

export const lineItemsParameters: INodeProperties[] = [
	lineItemsInput(
		'Line Items Input',
		'conceptosInput',
		'Enter each line item here',
		'A JSON array, e.g. mapped from the lines of a sale in the input item',
	),
	rowsParameter(
		{
			displayName: 'Line Items',
			name: 'conceptos',
			placeholder: 'Add Line Item',
			required: true,
			displayOptions: whenEntered(NAMES, 'list'),
		},
		{ displayName: 'Line Item', name: 'concepto' },
		[
			{
				displayName: 'Description',
				name: 'descripcion',
				type: 'string',
				default: '',
				description: 'What was sold on this line, as printed on the invoice, e.g. Consulting hours',
			},
			number(
				'Discount',
				'descuento',
				'Discount on the whole line as an amount in the invoice currency (not a percentage), e.g. 50.00',
				{ typeOptions: { numberPrecision: 2 } },
			),
			{
				displayName: 'Product Key Name or ID',
				name: 'clave_prod_serv',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getProductKeys' },
				builderHint: {
					propertyHint:
						'The SAT key itself, not its name: find it with SAT Catalog → Search Product Keys',
				},
				default: '',
				description:
					'The tax authority\'s product or service key from SAT Catalog → Search Product Keys, e.g. 80111600. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			number(
				'Quantity',
				'cantidad',
				'How many units of the Unit Key the line bills, e.g. 2 or 1.5 (up to 6 decimals)',
				{ default: 1, typeOptions: { numberPrecision: 6 } },
			),
			taxObjectParameter(
				'objeto_imp',
				'The SAT tax object code: 02 when the line is subject to tax, 01 when not',
				'04',
			),
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
				builderHint: {
					propertyHint:
						'The SAT key itself, not its name: find it with SAT Catalog → Search Unit Keys',
				},
				default: '',
				description:
					'The tax authority\'s unit key from SAT Catalog → Search Unit Keys, e.g. H87 (piece) or E48 (service). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			number(
				'Unit Value',
				'valor_unitario',
				'Price of one unit before taxes in the invoice currency (the Currency field, such as MXN), e.g. 1500.00',
				{ typeOptions: { numberPrecision: 6 } },
			),
			{
				displayName: 'VAT',
				name: 'iva',
				type: 'options',
				options: VAT_RATES,
				default: '0.16',
				description:
					'VAT transferred on the line (only for tax object 02): 0.16, 0.08, 0, exempt or none',
			},
		],
	),
	{
		displayName: 'Line Items (JSON)',
		name: 'conceptosJson',
		type: 'json',
		default:
			'[{"descripcion": "", "cantidad": 1, "valor_unitario": 0, "clave_prod_serv": "", "clave_unidad": "", "objeto_imp": "02", "iva": "0.16"}]',
		required: true,
		displayOptions: whenEntered(NAMES, 'json'),
		description:
			'A JSON array of line items with the fields of Define Below (descripcion, cantidad, valor_unitario, clave_prod_serv, clave_unidad, and optionally descuento, objeto_imp, iva or impuestos), e.g. [{"descripcion": "Consulting", "cantidad": 2, "valor_unitario": 1500, "clave_prod_serv": "80111600", "clave_unidad": "E48"}]',
	},
];

/** One line item as the API takes it: no computed amounts. */
function lineItem(check: Checks, line: IDataObject, at: string): IDataObject {
	const field = (name: string) => `${at}.${name}`;
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

/** The item's line items, each checked; at least one. */
export const lineItems = (ctx: IExecuteFunctions, itemIndex: number, check: Checks) =>
	readLineItems(ctx, itemIndex, check, NAMES, lineItem);
