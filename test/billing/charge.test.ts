import { billingTestbed, rejectedBy } from './helpers';

const bed = billingTestbed();
const rejected = rejectedBy(bed);

describe('Billing operations', () => {
	test('charge create (with the user key sent as idempotencyKey), get and get many', async () => {
		const ada = bed.state().seedVaultedCustomer();
		const [charge] = await bed.ok({
			resource: 'charge',
			operation: 'create',
			customerId: ada.id,
			productCode: 'setup_fee',
			additionalFields: { quantity: 2, idempotencyKey: 'order-77' },
		});
		expect(charge).toMatchObject({
			status: 'paid',
			amount: 3000,
			idempotencyKey: 'order-77',
			customerId: ada.id,
		});
		const [read] = await bed.ok({ resource: 'charge', operation: 'get', chargeId: charge.id });
		expect(read.id).toBe(charge.id);
		expect(await bed.ok({ resource: 'charge', operation: 'getAll', returnAll: true })).toHaveLength(
			1,
		);
	});
});

describe('Billing validation before any request', () => {
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
});
