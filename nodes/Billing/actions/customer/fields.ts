/** Simplify keeps what a workflow usually reads of each record. */
export const simplifiedCustomerKeys = [
	'id',
	'name',
	'email',
	'phone',
	'status',
	'customerVaultId',
	'paymentProvider',
	'cardBrand',
	'cardLast4',
	'createdAt',
];
