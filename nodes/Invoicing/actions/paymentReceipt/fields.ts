import { text } from '../../../shared/parameters';
import { stampedDocumentKeys } from '../parameters';

export const paymentReceiptId = text(
	'Payment Receipt ID',
	'paymentReceiptId',
	'ID of the payment complement, as Payment Receipt → Get Many lists it',
	{
		required: true,
		placeholder: 'pay_...',
	},
);

/** Simplify keeps what a workflow usually reads of a payment receipt. */
export const simplifiedReceiptKeys = [
	...stampedDocumentKeys,
	'fecha_pago',
	'monto',
	'moneda',
	'receptor',
	'timbrado_at',
];
