import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { billing } from '../../api';
import { checkCustomerName, linkBody, linkOptions } from '../common';

export const description = show('collectionLink', 'createCardCapture', [
	text('Customer Name', 'customerName', '1 to 120 characters', { required: true }),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [text('Customer Email', 'customerEmail', 'E-mail address', { placeholder: 'name@email.com' }), ...linkOptions],
	},
]);

/** A hosted page that captures and vaults a card without charging; the webhook reports the new customer. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const customer: IDataObject = { name: String(this.getNodeParameter('customerName', itemIndex, '')).trim() };
	checkCustomerName(check, 'customerName', customer.name);
	if (fields.customerEmail) {
		check.email('customerEmail', fields.customerEmail);
		customer.email = fields.customerEmail;
	}
	const body = { customer, ...linkBody(fields, check) };
	return (await apiRequest.call(this, billing, { method: 'POST', path: '/v1/collections/links', body })).data as IDataObject;
}
