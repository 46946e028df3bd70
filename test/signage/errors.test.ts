import { signageTestbed } from './helpers';

const bed = signageTestbed();

describe('Signage errors and retries', () => {
	test('a wrong token: 401 telling to check the credential', async () => {
		const { error } = await bed.run(
			{ resource: 'analytics', operation: 'screenStatus' },
			undefined,
			{ token: 'not-a-token' },
		);
		expect([error?.httpCode, error?.message]).toEqual([
			'401',
			'Signage answered 401 unauthorized: Missing or invalid access token',
		]);
		expect(error?.description).toMatch(/check the credential/);
	});

	test('a POST that meets a 5xx is not repeated: pairing twice is not harmless', async () => {
		const code = bed.state().announceDevice();
		bed.sandbox.failNext('signage', 503, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'screen',
			operation: 'pair',
			pairing_code: code,
			name: 'X',
			additionalFields: {},
		});
		expect(error?.message).toMatch(/^Signage answered 503/);
		expect(bed.requests('POST')).toHaveLength(1);
	});

	test('a 429 on a read is waited out and retried; the list still completes', async () => {
		bed.screen('A');
		bed.sandbox.failNext('signage', 429, { headers: { 'Retry-After': '0' } });
		const { items, error } = await bed.run({
			resource: 'screen',
			operation: 'getAll',
			returnAll: true,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(bed.requests('GET', '/screens').map((r) => r.status)).toEqual([429, 200]);
	});
});
