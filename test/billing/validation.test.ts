import { billingTestbed, items } from './helpers';

const bed = billingTestbed();

/** Runs the node and expects a NodeOperationError naming the field and the rule, with nothing sent. */
async function rejected(parameters: Record<string, unknown>, field: string, rule: RegExp) {
	const { error } = await bed.run(parameters as never);
	expect(error?.message).toContain(`${field}:`);
	expect(error?.message).toMatch(rule);
	expect(error?.message).toContain('(item 0)');
	expect(bed.sandbox.requestsTo('pay_integration')).toHaveLength(0);
}

const customer = (fields: Record<string, unknown>) => ({
	resource: 'customer',
	operation: 'create',
	name: 'Ada',
	email: 'ada@example.com',
	...fields,
});
const paymentLink = (fields: Record<string, unknown>) => ({
	resource: 'collectionLink',
	operation: 'createPayment',
	concept: 'Setup',
	amountUnit: 'cents',
	amount: 1500,
	productCode: 'setup_fee',
	...fields,
});
const vault = (additionalFields: Record<string, unknown>) => ({
	resource: 'customer',
	operation: 'vault',
	customerId: 'cus_1',
	customerVaultId: 'v',
	additionalFields,
});
const subscription = (list: unknown) => ({
	resource: 'subscription',
	operation: 'create',
	customerId: 'cus_1',
	productsMode: 'items',
	items: list,
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

	test('phone at most 40 characters', async () => {
		await rejected(
			customer({ additionalFields: { phone: '1'.repeat(41) } }),
			'Phone',
			/at most 40/,
		);
	});

	test('e-mail format', async () => {
		await rejected(customer({ email: 'not-an-email' }), 'Email', /valid e-mail/);
		await rejected(
			paymentLink({ additionalFields: { customerEmail: 'x@' } }),
			'Customer Email',
			/valid e-mail/,
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

	test('items 1 to 20, quantity 1 to 1000, no duplicate product code', async () => {
		await rejected(subscription({}), 'Items', /1 to 20 items/);
		await rejected(
			subscription(items(...Array.from({ length: 21 }, (_, i) => [`p${i}`] as [string]))),
			'Items',
			/1 to 20 items/,
		);
		await rejected(
			subscription(items(['plan_basic', 0])),
			'Items › Quantity (items[0].quantity)',
			/1 to 1000/,
		);
		await rejected(
			subscription(items(['plan_basic', 1001])),
			'Items › Quantity (items[0].quantity)',
			/1 to 1000/,
		);
		await rejected(
			subscription(items(['plan_basic'], ['plan_basic', 2])),
			'Items › Product Code',
			/must not repeat "plan_basic"/,
		);
	});

	test('deferredAmountCents 1 to 99', async () => {
		const replace = (deferredAmountCents: number) => ({
			resource: 'subscription',
			operation: 'replaceItems',
			subscriptionId: 'sub_1',
			items: items(['plan_basic']),
			additionalFields: { deferredAmountCents },
		});
		await rejected(replace(0), 'Deferred Amount (Cents)', /1 to 99/);
		await rejected(replace(100), 'Deferred Amount (Cents)', /1 to 99/);
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

	test('cardBin 6 to 8 digits, cardExp MMYY', async () => {
		await rejected(vault({ cardBin: '12345' }), 'Card BIN', /6 to 8 digits/);
		await rejected(vault({ cardBin: '123456789' }), 'Card BIN', /6 to 8 digits/);
		await rejected(vault({ cardExp: '1329' }), 'Card Expiry (cardExp)', /MMYY/);
		await rejected(vault({ cardExp: '09/29' }), 'Card Expiry (cardExp)', /MMYY/);
	});

	test('charge quantity and a prorated charge without its subscription', async () => {
		const charge = (additionalFields: Record<string, unknown>) => ({
			resource: 'charge',
			operation: 'create',
			customerId: 'cus_1',
			productCode: 'setup_fee',
			additionalFields,
		});
		await rejected(charge({ quantity: 0 }), 'Quantity', /1 to 1000/);
		await rejected(charge({ prorate: true }), 'Prorate', /Subscription ID/);
	});

	test('with Continue On Fail a bad item becomes an error item and the good ones go through', async () => {
		const { items: out } = await bed.run(
			{
				resource: 'customer',
				operation: 'create',
				name: '={{$json.name}}',
				email: 'a@example.com',
			},
			[{ name: 'Good' }, { name: '' }],
			{ continueOnFail: true },
		);
		expect(out).toHaveLength(2);
		expect(out[0].json).toMatchObject({ name: 'Good' });
		expect(out[1].json.error).toMatch(/Name: is required \(item 1\)/);
		expect(out[1].pairedItem).toEqual({ item: 1 });
		expect(bed.sandbox.requestsTo('pay_integration', 'POST')).toHaveLength(1);
	});
});
