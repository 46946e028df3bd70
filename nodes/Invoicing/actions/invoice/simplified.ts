/** Simplify keeps what a workflow usually reads of an invoice. */
export const simplifiedInvoiceKeys = [
	'id',
	'uuid',
	'serie',
	'folio',
	'type',
	'status',
	'date',
	'receptor',
	'subtotal',
	'total',
	'moneda',
	'timbrado_at',
];
