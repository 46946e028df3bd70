import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { amountUnitParameter, show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { billing } from '../../api';
import { checkCustomerName, linkBody, linkOptions } from '../common';

export const description = show('collectionLink', 'createPayment', [
	text('Concept', 'concept', 'What the customer pays for', { required: true }),
	amountUnitParameter(),
	{ displayName: 'Amount', name: 'amount', type: 'number', default: 0, required: true, description: '1.00 to 10,000.00 (100 to 1,000,000 cents), in the unit chosen above' },
	text('Product Code', 'productCode', 'Code of the one-time product the payment is recorded as', { required: true }),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			text('Customer Email', 'customerEmail', 'E-mail address', { placeholder: 'name@email.com' }),
			text('Customer Name', 'customerName', '1 to 120 characters'),
			...linkOptions,
		],
	},
]);

/** A hosted page that charges and vaults in one checkout: the customer is created when it pays. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const concept = String(this.getNodeParameter('concept', itemIndex, '')).trim();
	const productCode = String(this.getNodeParameter('productCode', itemIndex, '')).trim();
	check.required('concept', concept);
	check.required('productCode', productCode);
	const rawAmount = this.getNodeParameter('amount', itemIndex);
	check.required('amount', rawAmount);
	const amount = check.cents('amount', rawAmount, this.getNodeParameter('amountUnit', itemIndex) as 'cents' | 'decimal');
	check.integerBetween('amount (cents)', amount, 100, 1_000_000);
	const customer: IDataObject = {};
	if (fields.customerName !== undefined) {
		checkCustomerName(check, 'customerName', fields.customerName);
		customer.name = String(fields.customerName).trim();
	}
	if (fields.customerEmail) {
		check.email('customerEmail', fields.customerEmail);
		customer.email = fields.customerEmail;
	}
	const body: IDataObject = { concept, amount, productCode, ...linkBody(fields, check) };
	if (Object.keys(customer).length) body.customer = customer;
	return (await apiRequest.call(this, billing, { method: 'POST', path: '/v1/collections/payment-links', body })).data as IDataObject;
}
