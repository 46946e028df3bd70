import { billingTestbed } from './helpers';

const bed = billingTestbed();

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

/** Runs the node and expects a NodeOperationError naming the field and the rule, with nothing sent. */
async function rejected(parameters: Record<string, unknown>, field: string, rule: RegExp) {
	const { error } = await bed.run(parameters as never);
	expect(error?.message).toContain(`${field}:`);
	expect(error?.message).toMatch(rule);
	expect(error?.message).toContain('(item 0)');
	expect(bed.sandbox.requestsTo('pay_integration')).toHaveLength(0);
}

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
