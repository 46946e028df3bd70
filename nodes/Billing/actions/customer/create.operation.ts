import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { show, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { billing } from '../../api';
import { checkCustomerName } from '../common';

export const description = show('customer', 'create', [
	text('Name', 'name', '1 to 120 characters', { required: true }),
	text('Email', 'email', 'E-mail address', { required: true, placeholder: 'name@email.com' }),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [text('Phone', 'phone', 'At most 40 characters')],
	},
]);

/** The new customer has no stored card: vault one before charging or subscribing. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const body: IDataObject = {
		name: String(this.getNodeParameter('name', itemIndex, '')).trim(),
		email: String(this.getNodeParameter('email', itemIndex, '')).trim(),
	};
	const phone = (this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject).phone;
	if (phone) body.phone = phone;
	checkCustomerName(check, 'name', body.name);
	check.required('email', body.email);
	check.email('email', body.email);
	check.maxLength('phone', body.phone, 40);
	const response = await apiRequest.call(this, billing, { method: 'POST', path: '/v1/customers', body });
	return response.data.customer as IDataObject;
}
