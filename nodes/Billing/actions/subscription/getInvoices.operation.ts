import { recordOperations } from '../../../shared/crud';
import { choice, pathId } from '../../../shared/parameters';
import { billingRecords } from '../../api';
import { subscriptionId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Invoices',
	action: 'Get the invoices of a subscription',
	description: 'List the invoices of a subscription',
	kind: 'read',
};

/** One invoice per billed period, its items frozen at billing time. */
export const { description, execute, output } = recordOperations(billingRecords('invoice')).list({
	path: (ctx, itemIndex) =>
		`/v1/subscriptions/${pathId(ctx, itemIndex, 'subscriptionId')}/invoices`,
	leading: [subscriptionId],
	filters: [
		choice(
			'Status',
			'status',
			['failed', 'open', 'paid', 'void'],
			'Only invoices with this status: open, paid, failed or void',
			{ default: 'paid' },
		),
	],
});
