import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dateTime, number, text } from '../../../shared/parameters';
import { amountInCents, amountParameters } from '../../../shared/money';
import { checks } from '../../../shared/validation';
import { PAYMENT_METHODS, paymentsRecords } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { collection } from '../../../shared/crud';
import {
	createUnlessFound,
	findFirstParameter,
	sameFields,
} from '../../../shared/findBeforeCreate';

const fixed = { show: { amountType: ['fixed'] } };

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a payment link',
	description: 'Create a link with a fixed or an open amount',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created payment link (its `url` to send)',
	orFound: true,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Amount Type',
		name: 'amountType',
		description: 'Fixed: the payer pays the Amount below; open: the payer chooses how much',
		type: 'options',
		options: [
			{ name: 'Fixed Amount', value: 'fixed', description: 'The payer pays the amount set here' },
			{ name: 'Open Amount', value: 'open', description: 'The payer chooses the amount' },
		],
		default: 'fixed',
	},
	...amountParameters(
		'Amount to pay, in the Amount Unit above: cents (1250 for 12.50) or a decimal amount in the currency (12.50)',
		fixed,
	),
	{
		displayName: 'Currency',
		name: 'currency',
		description: 'Currency of the link: USD or PAB (Panamanian balboa)',
		type: 'options',
		options: [
			{ name: 'PAB', value: 'PAB' },
			{ name: 'USD', value: 'USD' },
		],
		default: 'USD',
	},
	text('Description', 'description', 'What the payer pays for'),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		dateTime(
			'Expires At',
			'expires_at',
			'When the link stops accepting payments: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		),
		number(
			'Max Payments',
			'max_payments',
			'How many payments the link accepts, a whole number, e.g. 1 for a single-use link',
			{ default: 1, typeOptions: { minValue: 1 } },
		),
		{
			displayName: 'Metadata',
			name: 'metadata',
			type: 'json',
			default: '{}',
			description:
				'Key-value pairs kept with the link as a JSON object, e.g. {"order_id": "A-1001"} (at most 20 keys, 8192 bytes)',
		},
		{
			displayName: 'Payment Methods',
			name: 'payment_methods',
			type: 'multiOptions',
			options: PAYMENT_METHODS,
			default: [],
			description: 'Methods the payer may use, e.g. card_network_a, wallet_a or ach',
		},
		text('Reference', 'reference', 'Your own reference, e.g. an order number'),
	]),
	findFirstParameter('a payment link', 'with the same Reference'),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const body: IDataObject = {
		currency: this.getNodeParameter('currency', itemIndex),
		description: (this.getNodeParameter('description', itemIndex, '') as string) || undefined,
		reference: fields.reference || undefined,
		expires_at: check.isoDate('expires_at', fields.expires_at),
	};
	if (this.getNodeParameter('amountType', itemIndex) === 'fixed') {
		body.amount = amountInCents(this, itemIndex, check);
		check.integerBetween('amount', body.amount, 1, 1_000_000);
	}
	if (fields.max_payments !== undefined) {
		check.integerBetween('max_payments', fields.max_payments, 1);
		body.max_payments = fields.max_payments;
	}
	const methods = (fields.payment_methods as string[] | undefined) ?? [];
	check.noDuplicates('payment_methods', methods);
	if (methods.length) body.payment_methods = methods;
	if (fields.metadata !== undefined) {
		const metadata = check.jsonObject('metadata', fields.metadata);
		check.objectSize('metadata', metadata, 20, 8192);
		if (Object.keys(metadata).length) body.metadata = metadata;
	}
	// The list filters by status and date only: the look-up walks the links for the reference.
	return await createUnlessFound(
		this,
		itemIndex,
		paymentsRecords,
		sameFields('/payment-links', ['reference']),
		body,
	);
}
