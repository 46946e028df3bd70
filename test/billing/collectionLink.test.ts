import { billingTestbed, customer, paymentLink, rejectedBy } from './helpers';

const bed = billingTestbed();
const rejected = rejectedBy(bed);

describe('Billing operations', () => {
	test('collection links: card capture and customer payment (decimal amount sent as cents), then listed with every filter', async () => {
		const [capture] = await bed.ok({
			resource: 'collectionLink',
			operation: 'createCardCapture',
			customerName: 'Grace',
			additionalFields: {
				customerEmail: 'grace@example.com',
				isTest: true,
				redirectUrl: 'https://example.com/done',
				metadata: '{"order":"A1"}',
			},
		});
		expect(capture).toMatchObject({
			linkType: 'customer_collection',
			status: 'pending',
			customerName: 'Grace',
			isTest: true,
			metadata: { order: 'A1' },
		});
		expect(
			bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/collections/links')[0].body,
		).toEqual({
			customer: { name: 'Grace', email: 'grace@example.com' },
			isTest: true,
			redirectUrl: 'https://example.com/done',
			metadata: { order: 'A1' },
		});
		const [payment] = await bed.ok({
			resource: 'collectionLink',
			operation: 'createPayment',
			concept: 'Setup',
			amountUnit: 'decimal',
			amount: 25.5,
			productCode: 'setup_fee',
			additionalFields: { customerName: 'Linus' },
		});
		expect(payment).toMatchObject({ linkType: 'customer_payment', amount: 2550, concept: 'Setup' });
		expect(
			bed.sandbox.requestsTo('pay_integration', 'POST', '/v1/collections/payment-links')[0].body,
		).toEqual({
			concept: 'Setup',
			amount: 2550,
			productCode: 'setup_fee',
			customer: { name: 'Linus' },
		});

		bed.sandbox.clearLog();
		const found = await bed.ok({
			resource: 'paymentLink',
			operation: 'getAll',
			returnAll: true,
			filters: {
				status: 'pending',
				isTest: true,
				paymentProvider: 'card',
				linkType: 'customer_collection',
				search: 'gra',
			},
		});
		expect(found.map((l) => l.id)).toEqual([capture.id]);
		expect(bed.sandbox.requestsTo('pay_integration', 'GET', '/v1/payment-links')[0].query).toEqual({
			status: 'pending',
			isTest: 'true',
			paymentProvider: 'card',
			linkType: 'customer_collection',
			search: 'gra',
			lim: '100',
			off: '0',
		});
	});
});

describe('Billing validation before any request', () => {
	test('customer name 1-120 characters', async () => {
		await rejected(customer({ name: '   ' }), 'Name', /is required/);
		await rejected(customer({ name: 'x'.repeat(121) }), 'Name', /1 to 120 characters/);
		await rejected(
			{ resource: 'collectionLink', operation: 'createCardCapture', customerName: 'y'.repeat(121) },
			'Customer Name',
			/1 to 120/,
		);
	});

	test('amount 100 to 1,000,000 cents, in cents or decimal', async () => {
		await rejected(paymentLink({ amount: 99 }), 'Amount', /100 to 1,000,000 cents/);
		await rejected(paymentLink({ amount: 1_000_001 }), 'Amount', /100 to 1,000,000 cents/);
		await rejected(
			paymentLink({ amountUnit: 'decimal', amount: 0.99 }),
			'Amount',
			/100 to 1,000,000 cents/,
		);
		await rejected(
			paymentLink({ amountUnit: 'decimal', amount: 10.005 }),
			'Amount',
			/at most two decimals/,
		);
		await rejected(paymentLink({ amount: 150.5 }), 'Amount', /whole number of cents/);
	});

	test('metadata at most 20 keys and 8192 bytes', async () => {
		const keys = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
		await rejected(
			paymentLink({ additionalFields: { metadata: JSON.stringify(keys) } }),
			'Metadata',
			/at most 20 keys/,
		);
		await rejected(
			paymentLink({ additionalFields: { metadata: JSON.stringify({ big: 'x'.repeat(8200) }) } }),
			'Metadata',
			/at most 8192 bytes/,
		);
		await rejected(
			paymentLink({ additionalFields: { metadata: '[1]' } }),
			'Metadata',
			/JSON object/,
		);
	});

	test('redirect URL at most 2048 characters and a full URL', async () => {
		await rejected(
			paymentLink({ additionalFields: { redirectUrl: `https://example.com/${'a'.repeat(2040)}` } }),
			'Redirect URL',
			/at most 2048/,
		);
		await rejected(
			paymentLink({ additionalFields: { redirectUrl: 'example.com/done' } }),
			'Redirect URL',
			/full URL/,
		);
	});
});
