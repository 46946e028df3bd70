import { BILLING_KEYS } from '../sandbox/billing';

import { billingTestbed } from './helpers';

const bed = billingTestbed();

describe('Billing operations', () => {
	test('product get and get many (lim/off at the largest page, filters passed)', async () => {
		const [basic] = await bed.ok({
			resource: 'product',
			operation: 'get',
			productCode: 'plan_basic',
		});
		expect(basic).toMatchObject({
			productCode: 'plan_basic',
			paymentType: 'recurring',
			price: 1000,
			billingPeriod: 'month',
		});
		const recurring = await bed.ok({
			resource: 'product',
			operation: 'getAll',
			returnAll: true,
			filters: { paymentType: 'recurring', status: 'active' },
		});
		expect(recurring.map((p) => p.productCode).sort()).toEqual([
			'plan_basic',
			'plan_eur',
			'plan_pro',
			'plan_seat',
			'plan_yearly',
		]);
		const [request] = bed.sandbox.requestsTo('pay_integration', 'GET', '/v1/products');
		expect(request.query).toEqual({
			paymentType: 'recurring',
			status: 'active',
			lim: '100',
			off: '0',
		});
		expect(request.headers['x-api-key']).toBe(BILLING_KEYS.main);
		expect(request.headers.authorization).toBeUndefined();
	});
});
