import {
	byId,
	clientParameters as client,
	invoiceParameters,
	invoicingTestbed,
	line,
} from './helpers';

const bed = invoicingTestbed();

describe('BizOps Invoicing: errors the API answers', () => {
	test('a 422 from pre-stamp validation shows the failed rule', async () => {
		const unknownKey = await bed.run(
			invoiceParameters({ conceptos: { concepto: [line({ clave_prod_serv: '99999999' })] } }),
		);
		expect(unknownKey.error?.message).toBe(
			'Invoicing answered 422 unknown_product_key: conceptos[0].clave_prod_serv 99999999 is not in the catalogue',
		);
		expect(unknownKey.error?.description).toMatch(
			/^The service validated the document before stamping and refused it/,
		);
		expect(unknownKey.error?.description).toContain(
			'Details: [{"field":"conceptos[0].clave_prod_serv","code":"unknown_product_key"',
		);
		const blacklisted = await bed.run(invoiceParameters({ receptor_rfc: 'BLK010101AB1' }));
		expect(blacklisted.error?.message).toContain(
			"422 rfc_blacklisted: Receiver RFC BLK010101AB1 is on the tax authority's blacklist",
		);
		// A stamping POST is never repeated.
		expect(bed.requests('POST', '/invoices')).toHaveLength(2);
		bed.sandbox.failNext('invoicing', 503);
		expect((await bed.run(invoiceParameters())).error?.message).toMatch(/^Invoicing answered 503/);
		// Nor after a 503: the stamp is sent once.
		expect(bed.requests('POST', '/invoices')).toHaveLength(3);
		expect(bed.state().invoices.size).toBe(0);
	});

	test('a token without the write scope gets the scope hint', async () => {
		const { error } = await bed.run(invoiceParameters(), undefined, { token: 'inv-read-token' });
		expect(error?.message).toBe(
			'Invoicing answered 403 forbidden: The token lacks the permission invoices:write',
		);
		expect(error?.description).toContain(
			'invoices:read, invoices:write, catalogs:read or reports:read',
		);
		expect((await bed.run(invoiceParameters(), undefined, { token: 'wrong' })).error?.message).toBe(
			'Invoicing answered 401 unauthorized: Missing or invalid access token',
		);
	});

	test('a client with invoices cannot be deleted: the hint says cancel or reassign them', async () => {
		const created = await bed.run(client());
		bed.stamped();
		const { error } = await bed.run({
			resource: 'client',
			operation: 'delete',
			clientId: byId(String(created.items[0].json.id)),
		});
		expect(error?.message).toBe(
			'Invoicing answered 409 client_has_invoices: Client URE180429TM6 has invoices and cannot be deleted',
		);
		expect(error?.description).toBe(
			'A client with invoices cannot be deleted: cancel or reassign its invoices first.',
		);
	});
});
