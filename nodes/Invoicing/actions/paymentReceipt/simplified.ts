/** Simplify keeps what a workflow usually reads of a payment receipt. */
export const simplifiedReceiptKeys = [
	'id',
	'uuid',
	'serie',
	'folio',
	'type',
	'status',
	'fecha_pago',
	'monto',
	'moneda',
	'receptor',
	'timbrado_at',
];
