import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { billingRecords } from '../../api';
import { checkCustomerName } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';
import {
	caseless,
	createUnlessFound,
	findFirstParameter,
	sameFields,
} from '../../../shared/findBeforeCreate';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a customer',
	description: 'Create a customer without a stored card',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	made: 'created',
	orFound: true,
};

export const description: INodeProperties[] = [
	text('Name', 'name', 'Name of the customer, 1 to 120 characters', { required: true }),
	text('Email', 'email', 'E-mail address', { required: true, placeholder: 'name@email.com' }),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text(
			'Phone',
			'phone',
			'Phone number with its country code, e.g. +50761234567 (at most 40 characters)',
		),
	]),
	findFirstParameter('a customer', 'with the same email (in any case)'),
];

/**
 * A customer already made: the same e-mail, trimmed and in any case (mail services treat
 * addresses so). The list filters by status only: the look-up walks every customer.
 */
const existing = sameFields('/v1/customers', ['email'], [], caseless);

/** The new customer has no stored card: vault one before charging or subscribing. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const body = dropEmpty({
		name: String(this.getNodeParameter('name', itemIndex, '')).trim(),
		email: String(this.getNodeParameter('email', itemIndex, '')).trim(),
		phone: (this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject).phone,
	});
	checkCustomerName(check, 'name', body.name);
	check.required('email', body.email);
	check.email('email', body.email);
	check.maxLength('phone', body.phone, 40);
	return await createUnlessFound(this, itemIndex, billingRecords('customer'), existing, body);
}
