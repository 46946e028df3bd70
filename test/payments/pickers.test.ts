import { paymentsTestbed } from './helpers';

const bed = paymentsTestbed();

describe('Payments pickers', () => {
	test('links and transactions are matched on what the picker shows, page by page', async () => {
		const link = bed.seedLink(2500, { description: 'Workshop seat' });
		bed.seedLink(900, { description: 'Coffee' });
		const [txn] = bed.paidLink(2500);

		const links = await bed.listSearch('searchPaymentLinks', 'workshop');
		expect(links.results).toEqual([
			{ name: `Workshop seat · active · ${link.id}`, value: link.id },
		]);
		const transactions = await bed.listSearch('searchTransactions', txn.id);
		expect(transactions.results).toEqual([
			expect.objectContaining({ value: txn.id, name: expect.stringContaining(txn.id) }),
		]);
		// The lists have no search parameter: the whole list is read at the largest page size.
		expect(bed.requests('GET', '/payment-links').map((r) => r.query)).toEqual([
			expect.objectContaining({ per_page: '100' }),
		]);
	});
});
