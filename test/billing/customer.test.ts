import { billingTestbed, customer, paymentLink, rejectedBy, vault } from './helpers';

const bed = billingTestbed();
const rejected = rejectedBy(bed);

describe('Billing operations', () => {
	test('customer create, get, vault and get many with Return All over several pages and with a limit', async () => {
		const [created] = await bed.ok({
			resource: 'customer',
			operation: 'create',
			name: ' Ada ',
			email: 'ada@example.com',
			additionalFields: { phone: '+1 555' },
		});
		expect(created).toMatchObject({
			name: 'Ada',
			email: 'ada@example.com',
			phone: '+1 555',
			customerVaultId: null,
		});
		const [vaulted] = await bed.ok({
			resource: 'customer',
			operation: 'vault',
			customerId: created.id,
			customerVaultId: 'vault_123',
			additionalFields: {
				paymentProvider: 'processor_b',
				cardLast4: '4242',
				cardBrand: 'visa',
				cardBin: '424242',
				cardExp: '0929',
			},
		});
		expect(vaulted).toMatchObject({
			id: created.id,
			customerVaultId: 'vault_123',
			paymentProvider: 'processor_b',
			cardExp: '0929',
		});
		const [read] = await bed.ok({
			resource: 'customer',
			operation: 'get',
			customerId: created.id,
			simplify: false,
		});
		expect(read.cardBin).toBe('424242');

		for (let i = 0; i < 230; i++)
			bed.state().seedCustomer({ name: `C${i}`, status: i % 2 ? 'inactive' : 'active' });
		bed.sandbox.clearLog();
		const all = await bed.ok({ resource: 'customer', operation: 'getAll', returnAll: true });
		expect(all).toHaveLength(231);
		expect(
			bed.sandbox
				.requestsTo('pay_integration', 'GET', '/v1/customers')
				.map((r) => [r.query.lim, r.query.off]),
		).toEqual([
			['100', '0'],
			['100', '100'],
			['100', '200'],
		]);
		bed.sandbox.clearLog();
		const some = await bed.ok({
			resource: 'customer',
			operation: 'getAll',
			returnAll: false,
			limit: 7,
			filters: { status: 'inactive' },
		});
		expect(some).toHaveLength(7);
		expect(some.every((c) => c.status === 'inactive')).toBe(true);
		expect(bed.sandbox.requestsTo('pay_integration').map((r) => r.query)).toEqual([
			{ lim: '7', off: '0', status: 'inactive' },
		]);
	});
});

describe('Billing validation before any request', () => {
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

	test('cardBin 6 to 8 digits, cardExp MMYY', async () => {
		await rejected(vault({ cardBin: '12345' }), 'Card BIN', /6 to 8 digits/);
		await rejected(vault({ cardBin: '123456789' }), 'Card BIN', /6 to 8 digits/);
		await rejected(vault({ cardExp: '1329' }), 'Card Expiry (cardExp)', /MMYY/);
		await rejected(vault({ cardExp: '09/29' }), 'Card Expiry (cardExp)', /MMYY/);
	});
});
