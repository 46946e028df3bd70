import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { billingRecords } from '../../api';
import { simplifiedPaymentLinkKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many payment links',
	description: 'List payment links',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(
	billingRecords('paymentLink'),
).list({
	path: '/v1/payment-links',
	filters: [
		{
			displayName: 'Is Test',
			name: 'isTest',
			type: 'boolean',
			default: false,
			description: 'Whether to list only test links (on) or only live links (off)',
		},
		choice(
			'Link Type',
			'linkType',
			['customer_collection', 'customer_payment', 'one_time'],
			'Only links of this kind: one_time, customer_payment or customer_collection',
			{ default: 'one_time' },
		),
		choice(
			'Payment Provider',
			'paymentProvider',
			['card', 'wallet_a'],
			'Only links paid through this provider: card or wallet_a',
		),
		text('Search', 'search', 'Customer name contains'),
		choice(
			'Status',
			'status',
			['cancelled', 'completed', 'expired', 'pending', 'processing'],
			'Only links with this status, e.g. pending, completed or expired',
			{ default: 'pending' },
		),
	],
	simplifiedKeys: simplifiedPaymentLinkKeys,
});
