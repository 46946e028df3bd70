import { invoicingTestbed, simplified } from '../invoicing/helpers';

const bed = invoicingTestbed();

const requests = (method?: string, route?: string) =>
	bed.sandbox.requestsTo('invoicing_ext', method, route);

describe('BizOps Invoicing Lookup', () => {
	test('Simplified Invoice → Create sends branch, client, items with taxes and payments', async () => {
		const { items, error } = await bed.lookup(
			simplified({ additionalFields: { email: 'ap@istmo.example' } }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: expect.stringMatching(/^lite_/), total: 107 });
		expect(requests('POST', '/invoicing/lite')[0].body).toEqual({
			branchId: 'branch-01',
			client: {
				taxName: 'COMERCIAL ISTMO, S.A.',
				taxReceiverType: '01',
				email: 'ap@istmo.example',
				taxId: '155596713-2-2015',
				taxIdType: 2,
				taxDv: '59',
			},
			items: [{ description: 'Consulting', qty: 2, price: 50, taxes: [{ code: '01' }] }],
			payments: [{ type: '01', amount: 107 }],
		});
	});

	test('Look Up Check Digit fills the digit from the registry for 01 and 03 and refuses 02 and 04', async () => {
		const filled = await bed.lookup(
			simplified({
				taxReceiverType: '03',
				taxName: 'MINISTERIO',
				taxId: '1-1-1',
				lookUpCheckDigit: true,
			}),
		);
		expect(filled.error).toBeUndefined();
		expect(requests('GET', '/invoicing/ruc/info')[0].query).toEqual({ ruc: '1-1-1', type: '2' });
		expect(requests('POST', '/invoicing/lite')[0].body.client).toMatchObject({
			taxId: '1-1-1',
			taxDv: '3',
			taxReceiverType: '03',
		});
		bed.sandbox.clearLog();
		expect(
			(await bed.lookup(simplified({ taxReceiverType: '02', lookUpCheckDigit: true }))).error
				?.message,
		).toBe(
			'Look Up Check Digit: final consumers (02) are not looked up: switch it off and give the check digit (item 0)',
		);
		expect(
			(
				await bed.lookup(
					simplified({ taxReceiverType: '04', lookUpCheckDigit: true, foreignTaxId: 'X1' }),
				)
			).error?.message,
		).toBe(
			'Look Up Check Digit: foreigners (04) have no check digit and are not looked up: switch it off (item 0)',
		);
		expect(requests()).toHaveLength(0);
		// A RUC the registry does not hold stops the invoice with the lookup's 404.
		const unknown = await bed.lookup(simplified({ taxId: '9-9-9', lookUpCheckDigit: true }));
		expect(unknown.error?.message).toMatch(/^Invoicing Lookup answered 404/);
		expect(requests('POST')).toHaveLength(0);
	});

	test('an item refused by its own checks costs no look-up: the registry is asked only for a valid item', async () => {
		const refused = await bed.lookup(simplified({ lookUpCheckDigit: true, items: { item: [] } }));
		expect(refused.error?.message).toBe('Items: add at least one item (item 0)');
		expect(requests()).toHaveLength(0);
	});

	test('a foreigner is identified by foreign tax ID or passport, and country is required with a passport only', async () => {
		const byTaxId = await bed.lookup(
			simplified({
				taxReceiverType: '04',
				taxName: 'ACME INC',
				foreignIdentification: 'foreignTaxId',
				foreignTaxId: 'US-12-3456789',
			}),
		);
		expect(byTaxId.error).toBeUndefined();
		expect(requests('POST', '/invoicing/lite')[0].body.client).toEqual({
			taxName: 'ACME INC',
			taxReceiverType: '04',
			foreignTaxId: 'US-12-3456789',
		});
		const byPassport = await bed.lookup(
			simplified({
				taxReceiverType: '04',
				taxName: 'JOHN DOE',
				foreignIdentification: 'passport',
				passport: 'P123',
				country: 'us',
			}),
		);
		expect(byPassport.error).toBeUndefined();
		expect(requests('POST', '/invoicing/lite')[1].body.client).toEqual({
			taxName: 'JOHN DOE',
			taxReceiverType: '04',
			passport: 'P123',
			country: 'US',
		});
		bed.sandbox.clearLog();
		expect(
			(
				await bed.lookup(
					simplified({
						taxReceiverType: '04',
						foreignIdentification: 'passport',
						passport: 'P123',
					}),
				)
			).error?.message,
		).toBe('Country: is required (item 0)');
		expect(
			(
				await bed.lookup(
					simplified({ taxReceiverType: '04', foreignIdentification: 'foreignTaxId' }),
				)
			).error?.message,
		).toBe('Foreign Tax ID: is required (item 0)');
		expect((await bed.lookup(simplified({ taxDv: '' }))).error?.message).toBe(
			'Check Digit (taxDv): is required (item 0)',
		);
		expect((await bed.lookup(simplified({ items: {} }))).error?.message).toBe(
			'Items: add at least one item (item 0)',
		);
		expect(
			(await bed.lookup(simplified({ items: { item: [{ description: 'x', qty: 0, price: 1 }] } })))
				.error?.message,
		).toBe('Items › Quantity (items[0].qty): must be a number greater than 0 (item 0)');
		expect(
			(await bed.lookup(simplified({ payments: { payment: [{ type: '01', amount: 0 }] } }))).error
				?.message,
		).toBe('Payments › Amount (payments[0].amount): must be a number greater than 0 (item 0)');
		expect(requests()).toHaveLength(0);
		// A final consumer needs no check digit.
		expect(
			(await bed.lookup(simplified({ taxReceiverType: '02', taxDv: '' }))).error,
		).toBeUndefined();
		// A wrong digit for a registered taxpayer is the service's 400.
		expect((await bed.lookup(simplified({ taxDv: '11' }))).error?.message).toBe(
			'Invoicing Lookup answered 400 INVALID_DV: taxDv does not match the registry for 155596713-2-2015',
		);
	});
});
