export const simplifiedChargeKeys = [
	'id',
	'customerId',
	'productCode',
	'quantity',
	'amount',
	'currency',
	'status',
	'subscriptionId',
	'createdAt',
];
