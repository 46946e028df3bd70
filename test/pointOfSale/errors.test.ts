import { pointOfSaleTestbed } from './helpers';

const bed = pointOfSaleTestbed();

describe('Point of Sale: errors the API answers', () => {
	test('a sale ID is required; an unknown one answers 404 with what to do; a wrong token 401', async () => {
		for (const operation of ['get', 'cancel', 'refund']) {
			const { error } = await bed.run({
				resource: 'sale',
				operation,
				saleId: bed.byId(' '),
				additionalFields: {},
			});
			expect(error?.message).toBe('Sale (saleId): is required (item 0)');
		}
		expect(bed.requests()).toHaveLength(0);
		const missing = await bed.run({
			resource: 'sale',
			operation: 'get',
			saleId: bed.byId('sale_nope'),
		});
		expect(missing.error?.message).toBe(
			'Point of Sale answered 404 not_found: Sale sale_nope not found',
		);
		expect(missing.error?.description).toMatch(/^Check the ID/);
		const refused = await bed.run(
			{ resource: 'sale', operation: 'getAll', returnAll: true },
			undefined,
			{ accessToken: 'wrong' },
		);
		expect(refused.error?.message).toBe(
			'Point of Sale answered 401 unauthorized: Missing or invalid access token',
		);
		expect(refused.error?.description).toMatch(/check the credential/);
	});

	test('the service refuses a SKU in use (409) and a field it does not have (422, with details)', async () => {
		bed.product('Espresso', 1, { sku: 'COF-1' });
		const duplicate = await bed.run({
			resource: 'product',
			operation: 'create',
			name: 'Again',
			additionalFields: { sku: 'COF-1' },
		});
		expect(duplicate.error?.message).toBe(
			'Point of Sale answered 409 duplicate_sku: A product with SKU COF-1 exists',
		);
		expect(duplicate.error?.description).toMatch(/SKU in use/);
		const unknown = await bed.run({
			resource: 'product',
			operation: 'create',
			name: 'X',
			additionalFields: { additionalBody: '{"colour": "red"}' },
		});
		expect(unknown.error?.message).toMatch(/^Point of Sale answered 422 validation_error/);
		expect(unknown.error?.description).toContain('additionalProperties');
	});
});
