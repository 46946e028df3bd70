import { invoicingTestbed } from '../invoicing/helpers';

const bed = invoicingTestbed();

describe('BizOps Invoicing Lookup: errors the API answers', () => {
	test('not found (404), a bad token (401) and the 400 answers are explained', async () => {
		const missing = await bed.lookup({
			resource: 'taxpayer',
			operation: 'lookUp',
			ruc: '155596713-2-2015',
			type: 1,
		});
		expect(missing.error?.message).toBe(
			'Invoicing Lookup answered 404 NOT_FOUND: No taxpayer with RUC 155596713-2-2015 and type 1',
		);
		expect(missing.error?.description).toMatch(/Panamanian taxpayers only/);
		const denied = await bed.lookup(
			{ resource: 'taxpayer', operation: 'lookUp', ruc: '1', type: 1 },
			undefined,
			{ token: 'expired' },
		);
		expect(denied.error?.message).toBe(
			'Invoicing Lookup answered 401 UNAUTHORIZED: Missing or invalid access token',
		);
		expect(denied.error?.description).toMatch(/^The API token is invalid or expired/);
		// The node never sends a lookup without RUC (the sandbox is asked nothing more); the
		// service's own answer to one, checked against the sandbox itself, is 400 with the hint.
		const sentBefore = bed.lookupRequests().length;
		expect(
			(await bed.lookup({ resource: 'taxpayer', operation: 'lookUp', ruc: '={{ "  " }}' })).error
				?.message,
		).toBe('RUC: is required (item 0)');
		expect(bed.lookupRequests()).toHaveLength(sentBefore);
		const response = await fetch(
			`${bed.sandbox.baseUrl('invoicing_ext')}/external-api/invoicing/ruc/info?tipo=1`,
			{ headers: { 'X-INVOICING-TOKEN': 'inv-ext-test-token' } },
		);
		expect([response.status, await response.json()]).toEqual([
			400,
			{ success: false, code: 'RUC_REQUIRED', message: 'ruc is required' },
		]);
	});
});
