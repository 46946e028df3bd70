import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { amountInCents, amountParameters } from '../../../shared/money';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { billingRequest } from '../../api';
import { productCode, requiredId } from '../parameters';
import { linkBody, linkCustomer, linkOptions } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Create Customer Payment Link',
	action: 'Create a customer payment link',
	description: 'A hosted page that charges a product and stores the card',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the link (its `url` to send)',
};

export const description: INodeProperties[] = [
	text('Concept', 'concept', 'What the customer pays for', { required: true }),
	...amountParameters('1.00 to 10,000.00 (100 to 1,000,000 cents), in the unit chosen above'),
	{
		...productCode,
		description:
			'The one-time product the payment is recorded as: its code from Product → Get Many',
	},
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Customer Email', 'customerEmail', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Customer Name', 'customerName', 'Name of the customer, 1 to 120 characters'),
		...linkOptions,
	]),
];

/** A hosted page that charges and vaults in one checkout: the customer is created when it pays. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const concept = String(this.getNodeParameter('concept', itemIndex, '')).trim();
	check.required('concept', concept);
	const code = requiredId(this, itemIndex, check, 'productCode');
	const amount = amountInCents(this, itemIndex, check);
	if (amount === undefined || amount < 100 || amount > 1_000_000)
		check.fail('amount', 'must be 100 to 1,000,000 cents (1.00 to 10,000.00)');
	const body = dropEmpty({
		concept,
		amount,
		productCode: code,
		customer: linkCustomer(check, fields.customerName, fields.customerEmail),
		...linkBody(fields, check),
	});
	return await billingRequest.call(this, {
		method: 'POST',
		path: '/v1/collections/payment-links',
		body,
	});
}
