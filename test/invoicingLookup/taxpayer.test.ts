import { invoicingTestbed } from '../invoicing/helpers';

const bed = invoicingTestbed();

const requests = (method?: string, route?: string) =>
	bed.sandbox.requestsTo('invoicing_ext', method, route);

describe('BizOps Invoicing Lookup', () => {
	test('Taxpayer → Look Up sends RUC and type with the X-INVOICING-TOKEN header', async () => {
		const { items, error } = await bed.lookup({
			resource: 'taxpayer',
			operation: 'lookUp',
			ruc: ' 155596713-2-2015 ',
			type: 2,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			ruc: '155596713-2-2015',
			dv: 59,
			name: 'COMERCIAL ISTMO, S.A.',
			type: 2,
		});
		const [request] = requests('GET', '/invoicing/ruc/info');
		expect(request.query).toEqual({ ruc: '155596713-2-2015', type: '2' });
		expect(request.headers['x-invoicing-token']).toBe('inv-ext-test-token');
		expect(request.headers.authorization).toBeUndefined();
	});
});
