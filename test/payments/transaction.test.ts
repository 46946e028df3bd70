import { paymentsTestbed } from './helpers';

const bed = paymentsTestbed();

describe('Payments operations', () => {
	test('transactions: get, get many with every filter, full and partial refunds with their limits', async () => {
		const [first] = bed.paidLink(5000, 1, '2026-02-01T10:00:00.000Z');
		bed.paidLink(700, 2, '2026-02-02T10:00:00.000Z');
		const filtered = await bed.run({
			resource: 'transaction',
			operation: 'getAll',
			returnAll: true,
			filters: {
				status: 'completed',
				payment_method: 'card_network_a',
				link_id: first.link_id,
				from: '2026-02-01T00:00:00Z',
				to: '2026-02-28T00:00:00Z',
				amountUnit: 'decimal',
				min_amount: 10,
				max_amount: 60,
			},
		});
		expect(filtered.items.map((i) => i.json.id)).toEqual([first.id]);
		expect(bed.sandbox.requestsTo('payments', 'GET', '/transactions')[0].query).toMatchObject({
			min_amount: '1000',
			max_amount: '6000',
			link_id: first.link_id,
		});
		expect(
			(await bed.run({ resource: 'transaction', operation: 'get', transactionId: first.id }))
				.items[0].json,
		).toMatchObject({ id: first.id, amount: 5000 });

		const partial = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'partial',
			amountUnit: 'decimal',
			amount: 12.5,
			reason: 'damaged',
		});
		expect(partial.items[0].json).toMatchObject({
			amount: 1250,
			transaction_id: first.id,
			reason: 'damaged',
		});
		const tooMuch = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'partial',
			amountUnit: 'cents',
			amount: 4000,
			reason: '',
		});
		expect(tooMuch.error?.message).toContain('Payments answered 422 invalid_amount');
		const rest = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'full',
			reason: '',
		});
		expect(rest.items[0].json.amount).toBe(3750);
		expect(
			bed.sandbox
				.requestsTo('payments', 'POST', '/transactions/{transaction_id}/refund')
				.map((r) => r.body),
		).toEqual([{ amount: 1250, reason: 'damaged' }, { amount: 4000 }, {}]);
		const duplicate = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: first.id,
			refundType: 'full',
			reason: '',
		});
		expect(duplicate.error?.message).toContain('Payments answered 409 duplicate_refund');
		expect(duplicate.error?.description).toMatch(/already fully refunded/);
	});
});
