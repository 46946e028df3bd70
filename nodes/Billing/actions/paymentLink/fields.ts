export const simplifiedPaymentLinkKeys = [
	'id',
	'linkType',
	'status',
	'concept',
	'amount',
	'customerName',
	'customerEmail',
	'paymentLinkUrl',
	'isTest',
	'createdAt',
	'expiresAt',
];
