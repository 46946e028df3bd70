import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { billingRequest } from '../../api';
import { linkBody, linkCustomer, linkOptions } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Create Card Capture Link',
	action: 'Create a card capture link',
	description: 'A hosted page that stores a card without charging',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the link (its `url` to send)',
};

export const description: INodeProperties[] = [
	text('Customer Name', 'customerName', 'Name of the customer, 1 to 120 characters', {
		required: true,
	}),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Customer Email', 'customerEmail', 'E-mail address', { placeholder: 'name@email.com' }),
		...linkOptions,
	]),
];

/** A hosted page that captures and vaults a card without charging; the webhook reports the new customer. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const name = this.getNodeParameter('customerName', itemIndex, '');
	const body = {
		customer: linkCustomer(check, name, fields.customerEmail),
		...linkBody(fields, check),
	};
	return await billingRequest.call(this, { method: 'POST', path: '/v1/collections/links', body });
}
