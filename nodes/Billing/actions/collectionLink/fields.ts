import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { checkCustomerName } from '../parameters';

/** Fields both collection link kinds take. */
export const linkOptions: INodeProperties[] = [
	{
		displayName: 'Is Test',
		name: 'isTest',
		type: 'boolean',
		default: false,
		description: 'Whether the link runs in test mode',
	},
	{
		displayName: 'Metadata',
		name: 'metadata',
		type: 'json',
		default: '{}',
		description:
			'Key-value pairs echoed in the webhooks as a JSON object, e.g. {"order_id": "A-1001"} (at most 20 keys, 8192 bytes)',
	},
	text(
		'Redirect URL',
		'redirectUrl',
		'Where the hosted page sends the customer when it cannot close as a popup (at most 2048 characters)',
		{
			placeholder: 'https://example.com/thanks',
		},
	),
];

/** The body fields of `linkOptions`, checked; what the user left empty is not sent. */
export function linkBody(fields: IDataObject, check: Checks): IDataObject {
	check.maxLength('redirectUrl', fields.redirectUrl, 2048);
	check.url('redirectUrl', fields.redirectUrl);
	const metadata = check.jsonObject('metadata', fields.metadata);
	check.objectSize('metadata', metadata, 20, 8192);
	return dropEmpty({
		isTest: fields.isTest,
		redirectUrl: fields.redirectUrl,
		metadata: Object.keys(metadata).length ? metadata : undefined,
	});
}

/** The customer of a collection link, checked; undefined when neither name nor e-mail is given. */
export function linkCustomer(
	check: Checks,
	name: unknown,
	email: IDataObject[string],
): IDataObject | undefined {
	if (name !== undefined) checkCustomerName(check, 'customerName', name);
	check.email('customerEmail', email);
	const customer = dropEmpty({ name: name === undefined ? undefined : String(name).trim(), email });
	return Object.keys(customer).length ? customer : undefined;
}
