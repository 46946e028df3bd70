import type { INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { locator, number, text } from '../../../shared/parameters';
import { invoicingChecks, taxObjectParameter } from '../parameters';

export const productId = locator(
	'Product',
	'productId',
	'searchProducts',
	'The product: its ID from Product → Get Many or Product → Create',
	'prod_...',
);

/** Searchable pickers over the tax authority's catalogues (SAT Catalog). */
export const productKey = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	...locator(
		'Product Key',
		'clave_prod_serv',
		'searchProductKeys',
		"The tax authority's product or service key (clave_prod_serv) from SAT Catalog → Search Product Keys, e.g. 80111600",
		'01010101',
	),
	...extra,
});

export const unitKey = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	...locator(
		'Unit Key',
		'clave_unidad',
		'searchUnitKeys',
		"The tax authority's unit key (clave_unidad) from SAT Catalog → Search Unit Keys, e.g. E48",
		'H87',
	),
	...extra,
});

export const simplifiedProductKeys = [
	'id',
	'nombre_interno',
	'clave_prod_serv',
	'descripcion',
	'clave_unidad',
	'valor_unitario',
	'usage_count',
];

export const productWrite: WriteSpec = {
	path: '/products',
	id: productId,
	required: [
		text('Internal Name', 'nombre_interno', 'Name the product has in this account', {
			required: true,
		}),
		productKey(),
		text('Description', 'descripcion', 'Description printed on invoices', { required: true }),
		unitKey(),
		number(
			'Unit Value',
			'valor_unitario',
			'Price of one unit before taxes, in the currency of the invoices it goes on (usually MXN), e.g. 1500.00',
			{ required: true, typeOptions: { numberPrecision: 6 } },
		),
	],
	optional: [
		taxObjectParameter(
			'objeto_imp',
			'The SAT tax object code: 02 when the product is subject to tax, 01 when not',
			'03',
		),
		{
			displayName: 'Taxes (JSON)',
			name: 'impuestos',
			type: 'json',
			default:
				'{"traslados":[{"impuesto":"002","tipo_factor":"Tasa","tasa":0.16}],"retenciones":[]}',
			description:
				'Taxes applied to the product as a JSON object, e.g. {"traslados":[{"impuesto":"002","tipo_factor":"Tasa","tasa":0.16}],"retenciones":[]} for VAT 16%',
		},
	],
	toBody(fields, check) {
		const body = { ...fields };
		invoicingChecks(check).positive('valor_unitario', body.valor_unitario);
		if (body.impuestos !== undefined)
			body.impuestos = check.jsonObject('impuestos', body.impuestos);
		return body;
	},
};
