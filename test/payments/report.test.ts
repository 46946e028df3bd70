import { paymentsTestbed } from './helpers';

const bed = paymentsTestbed();

describe('Payments operations', () => {
	test('reports: revenue grouped by month, settlements with filters', async () => {
		bed.paidLink(1000, 2, '2026-03-05T10:00:00.000Z');
		bed.paidLink(3000, 1, '2026-04-07T10:00:00.000Z');
		const revenue = await bed.run({
			resource: 'report',
			operation: 'revenue',
			from: '2026-03-01T00:00:00Z',
			to: '2026-04-30T00:00:00Z',
			group_by: 'month',
		});
		expect(revenue.items[0].json).toMatchObject({
			total_revenue: 5000,
			total_transactions: 3,
			by_period: [
				{ date: '2026-03-01', revenue: 2000, transactions: 2 },
				{ date: '2026-04-01', revenue: 3000, transactions: 1 },
			],
		});
		const inverted = await bed.run({
			resource: 'report',
			operation: 'revenue',
			from: '2026-05-01T00:00:00Z',
			to: '2026-04-01T00:00:00Z',
			group_by: 'day',
		});
		expect(inverted.error?.message).toBe('From: must not be after To (item 0)');
		bed.state().settle('2026-03-01T00:00:00.000Z', '2026-03-31T00:00:00.000Z');
		bed.state().settle('2026-04-01T00:00:00.000Z', '2026-04-30T00:00:00.000Z', 'processing');
		const deposited = await bed.run({
			resource: 'report',
			operation: 'settlements',
			returnAll: true,
			filters: { status: 'deposited' },
		});
		expect(deposited.items.map((i) => i.json.amount)).toEqual([2000]);
		expect(
			bed.sandbox.requestsTo('payments', 'GET', '/reports/settlements')[0].query,
		).toMatchObject({ status: 'deposited', per_page: '100' });
	});

	test.each([
		['report', 'settlements', '/reports/settlements'],
		['transaction', 'getAll', '/transactions'],
		['paymentLink', 'getAll', '/payment-links'],
	])(
		'%s → %s: a period whose From is after its To is refused before any request',
		async (resource, operation, path) => {
			const before = bed.sandbox.requestsTo('payments', 'GET', path).length;
			const reversed = await bed.run({
				resource,
				operation,
				returnAll: true,
				filters: { from: '2026-05-01T00:00:00Z', to: '2026-04-01T00:00:00Z' },
			});
			expect(reversed.error?.message).toMatch(
				/^(From|Created From \(from\)): must not be after (Created )?To \(item 0\)$/,
			);
			expect(bed.sandbox.requestsTo('payments', 'GET', path)).toHaveLength(before);
		},
	);
});
