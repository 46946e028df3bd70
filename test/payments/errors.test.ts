import { paymentsTestbed } from './helpers';

const bed = paymentsTestbed();

describe('BizOps Payments: errors the API answers', () => {
	test('a refund is not retried after a 500 (it may have gone through)', async () => {
		const [txn] = bed.paidLink(5000);
		bed.sandbox.failNext('payments', 500, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'transaction',
			operation: 'refund',
			transactionId: txn.id,
			refundType: 'full',
			reason: '',
		});
		expect(error?.message).toContain('Payments answered 500');
		expect(bed.sandbox.requestsTo('payments', 'POST')).toHaveLength(1);
	});
});
