import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';
import { contactId } from '../parameters';

/** A JSON object parameter (custom attributes). */
export const customAttributesParameter: INodeProperties = {
	displayName: 'Custom Attributes (JSON)',
	name: 'custom_attributes',
	type: 'json',
	default: '{}',
	description: 'Values of custom attributes as a JSON object, e.g. {"plan": "gold"}',
};

/** The given fields, custom attributes parsed and left out when empty. */
export function withCustomAttributes(fields: IDataObject, check: Checks): IDataObject {
	const { custom_attributes: custom, ...body } = dropEmpty(fields);
	if (custom !== undefined) {
		const parsed = check.jsonObject('custom_attributes', custom);
		if (Object.keys(parsed).length) body.custom_attributes = parsed;
	}
	return body;
}

/** What Contact → Create and Update send. */
export const contactWrite: WriteSpec = {
	path: accountPath('/contacts'),
	id: contactId,
	required: [],
	optional: [
		text('Name', 'name', 'Full name of the contact'),
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone Number', 'phone_number', 'Phone number in E.164 format, e.g. +14155550123'),
		customAttributesParameter,
	],
	toBody(fields, check, partial) {
		const body = withCustomAttributes(fields, check);
		check.email('email', body.email);
		check.matches(
			'phone_number',
			body.phone_number,
			/^\+[1-9]\d{1,14}$/,
			'must be in E.164 format: + and the country code, e.g. +14155550123',
		);
		if (!partial && !body.name && !body.email && !body.phone_number)
			check.fail('additionalFields', 'give at least a name, an e-mail or a phone number');
		return body;
	},
};
