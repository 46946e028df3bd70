import { salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

describe('Sales CRM: errors the API answers', () => {
	test('a duplicate e-mail answers 409 with the API code; Continue On Fail gives an error item', async () => {
		bed.state().addContact({ name: 'Ada', email: 'ada@example.com' });
		const { items } = await bed.run(
			{
				resource: 'contact',
				operation: 'create',
				name: 'Ada again',
				additionalFields: { email: 'ada@example.com' },
			},
			[{}],
			{ continueOnFail: true },
		);
		expect(items[0].json.error).toContain('Sales CRM answered 409 duplicate_detected');
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	test('a 429 on a list is retried and the list still completes', async () => {
		bed.state().seed({ contacts: 3 });
		bed.sandbox.failNext('sales_crm', 429, { headers: { 'Retry-After': '0' } });
		const { items, error } = await bed.run({
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(bed.requests('GET', '/contacts').map((r) => r.status)).toEqual([429, 200]);
	});
});
