export const simplifiedProductKeys = [
	'productCode',
	'name',
	'paymentType',
	'price',
	'currency',
	'billingPeriod',
	'billingInterval',
	'status',
];
