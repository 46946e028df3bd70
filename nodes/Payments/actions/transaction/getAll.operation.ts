import { recordOperations } from '../../../shared/crud';
import { number, text } from '../../../shared/parameters';
import { amountUnitParameter } from '../../../shared/money';
import { PAYMENT_METHODS, paymentsRecords } from '../../api';
import { periodParameters, periodQuery } from '../../../shared/period';
import { statusFilter } from '../parameters';
import { simplifiedTransactionKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many transactions',
	description: 'List transactions with filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(paymentsRecords).list({
	path: '/transactions',
	filters: [
		amountUnitParameter({
			description: 'How Min Amount and Max Amount are written; the API receives whole cents',
		}),
		...periodParameters({ label: 'Created', what: 'in which the transactions were created' }),
		text(
			'Payment Link ID',
			'link_id',
			'Only transactions of this link: its ID (pl_…) from Payment Link → Get Many',
			{ placeholder: 'pl_...' },
		),
		number(
			'Max Amount',
			'max_amount',
			'Only transactions of at most this amount, in the Amount Unit above: cents (1250) or a decimal amount in the currency (12.50)',
		),
		number(
			'Min Amount',
			'min_amount',
			'Only transactions of at least this amount, in the Amount Unit above: cents (1250) or a decimal amount in the currency (12.50)',
		),
		{
			displayName: 'Payment Method',
			name: 'payment_method',
			description: 'Only transactions paid this way, e.g. ach or card_network_a',
			type: 'options',
			options: PAYMENT_METHODS,
			default: 'card_network_a',
		},
		statusFilter(['completed', 'failed', 'pending', 'refunded']),
	],
	simplifiedKeys: simplifiedTransactionKeys,
	query(check, { amountUnit = 'cents', ...filters }) {
		const unit = amountUnit as 'cents' | 'decimal';
		const qs = {
			...periodQuery(check, filters),
			min_amount: check.cents('min_amount', filters.min_amount, unit),
			max_amount: check.cents('max_amount', filters.max_amount, unit),
		};
		for (const name of ['min_amount', 'max_amount'] as const)
			check.integerBetween(name, qs[name], 0);
		check.inOrder('min_amount', qs.min_amount, 'max_amount', qs.max_amount);
		return qs;
	},
});
