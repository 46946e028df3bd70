import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { billingRequest } from '../../api';
import { customerId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';

export const option: OperationOption = {
	name: 'Vault Card',
	action: 'Vault a card for a customer',
	description: "Store the processor's card reference on the customer",
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the vaulted card',
};

export const description: INodeProperties[] = [
	customerId,
	text(
		'Customer Vault ID',
		'customerVaultId',
		"The card processor's vault reference for the card, from the processor's card capture (e.g. a Collection Link → Create Card Capture Link payment); every later charge uses it",
		{ required: true },
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Card BIN', 'cardBin', 'First 6 to 8 digits of the card (display only)'),
		text('Card Brand', 'cardBrand', 'E.g. visa (display only, at most 40 characters)'),
		text('Card Expiry', 'cardExp', 'MMYY, e.g. 0929 (display only)'),
		text('Card Last 4', 'cardLast4', 'Last four digits (display only)'),
		{
			displayName: 'Payment Provider',
			name: 'paymentProvider',
			type: 'options',
			options: [
				{ name: 'Processor A', value: 'processor_a' },
				{ name: 'Processor B', value: 'processor_b' },
			],
			default: 'processor_a',
			description:
				'The processor holding the vault, processor_a or processor_b; charges route to it',
		},
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'customerId');
	const body: IDataObject = {
		customerVaultId: String(this.getNodeParameter('customerVaultId', itemIndex, '')).trim(),
		...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
	};
	check.required('customerVaultId', body.customerVaultId);
	check.matches('cardBin', body.cardBin, /^\d{6,8}$/, 'must be 6 to 8 digits');
	check.matches('cardExp', body.cardExp, /^(0[1-9]|1[0-2])\d{2}$/, 'must be MMYY, e.g. 0929');
	check.matches('cardLast4', body.cardLast4, /^\d{4}$/, 'must be 4 digits');
	check.maxLength('cardBrand', body.cardBrand, 40);
	return await billingRequest.call(
		this,
		{ method: 'POST', path: `/v1/customers/${id}/vault`, body },
		'customer',
	);
}
