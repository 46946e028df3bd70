import { byId, clientParameters as client, invoicingTestbed } from './helpers';

const bed = invoicingTestbed();

describe('Client', () => {
	test('create, get, get many with search, filter and sort, update, delete', async () => {
		const created = await bed.run(
			client({
				additionalFields: {
					uso_cfdi_default: 'G03',
					email: 'compras@ure.example',
					telefono: '+52 55 1234',
				},
			}),
		);
		expect(created.items[0].json).toMatchObject({ rfc: 'URE180429TM6', invoice_count: 0 });
		expect(created.items[0].json).not.toHaveProperty('warning');
		expect(bed.requests('POST', '/clients')[0].body).toEqual({
			rfc: 'URE180429TM6',
			nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
			regimen_fiscal: '601',
			domicilio_fiscal: '86991',
			uso_cfdi_default: 'G03',
			email: 'compras@ure.example',
			telefono: '+52 55 1234',
		});
		await bed.run(
			client({
				rfc: 'MISC491214B86',
				nombre: 'CECILIA MIRANDA',
				regimen_fiscal: '612',
				domicilio_fiscal: '01010',
			}),
		);
		const id = String(created.items[0].json.id);
		expect(
			(await bed.run({ resource: 'client', operation: 'get', clientId: byId(id) })).items[0].json,
		).toMatchObject({ id, nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA' });
		bed.sandbox.clearLog();
		const found = await bed.run({
			resource: 'client',
			operation: 'getAll',
			returnAll: true,
			filters: { search: 'cecilia', regimen_fiscal: '612' },
			sort: { sort_by: 'rfc' },
		});
		expect(found.items.map((i) => i.json.rfc)).toEqual(['MISC491214B86']);
		expect(bed.requests('GET', '/clients')[0].query).toEqual({
			page: '1',
			per_page: '100',
			search: 'cecilia',
			regimen_fiscal: '612',
			sort_by: 'rfc',
		});
		const sorted = await bed.run({
			resource: 'client',
			operation: 'getAll',
			limit: 5,
			sort: { sort_by: 'name' },
			simplify: false,
		});
		expect(sorted.items.map((i) => i.json.nombre)).toEqual([
			'CECILIA MIRANDA',
			'UNIVERSIDAD ROBOTICA ESPAÑOLA',
		]);
		const updated = await bed.run({
			resource: 'client',
			operation: 'update',
			clientId: byId(id),
			updateFields: { email: 'ap@ure.example', domicilio_fiscal: '86990' },
		});
		expect(updated.items[0].json).toMatchObject({
			email: 'ap@ure.example',
			domicilio_fiscal: '86990',
		});
		expect(bed.requests('PATCH', '/clients/{client_id}')[0].body).toEqual({
			email: 'ap@ure.example',
			domicilio_fiscal: '86990',
		});
		const removed = await bed.run({ resource: 'client', operation: 'delete', clientId: byId(id) });
		expect(removed.items[0].json).toEqual({ id, deleted: true });
		expect(bed.state().clients.has(id)).toBe(false);
	});

	test('an unknown or blacklisted RFC comes back as a visible warning, not an error', async () => {
		const unknown = await bed.run(client({ rfc: 'GOMA800101AB1' }));
		expect(unknown.items[0].json.warning).toEqual({
			code: 'rfc_not_found',
			message: "RFC GOMA800101AB1 is not in the tax authority's registry",
		});
		const blacklisted = await bed.run(client({ rfc: 'BLK010101AB1' }));
		expect(blacklisted.items[0].json).toMatchObject({
			rfc: 'BLK010101AB1',
			warning: { code: 'rfc_blacklisted' },
		});
	});

	test("the RFC rule is Payroll's, for persons and companies: a generic RFC passes, an impossible date does not", async () => {
		for (const rfc of [
			'XAXX010101000',
			'XEXX010101000',
			'GALA850312QX1',
			'ABC010203XY9',
			'ÑAN&850312QX1',
		]) {
			bed.sandbox.clearLog();
			const { error } = await bed.run(client({ rfc }));
			expect([rfc, error?.message ?? 'no error']).not.toEqual([
				rfc,
				expect.stringMatching(/^RFC:/),
			]);
			expect([rfc, bed.sandbox.log.length]).toEqual([rfc, 1]);
		}
		for (const rfc of ['GALA851312QX1', 'ABC011303XY9', 'GALA850332QX1', 'GA1A850312QX1']) {
			bed.sandbox.clearLog();
			const { error } = await bed.run(client({ rfc }));
			expect([rfc, error?.message]).toEqual([
				rfc,
				'RFC: must be an RFC: 12 characters for a company, 13 for a person, e.g. XAXX010101000 (item 0)',
			]);
			expect(bed.sandbox.log).toHaveLength(0);
		}
	});

	test('RFC, postal code and e-mail are checked before any request', async () => {
		expect((await bed.run(client({ rfc: 'URE18' }))).error?.message).toMatch(
			/^RFC: must be an RFC: 12 characters for a company, 13 for a person/,
		);
		expect((await bed.run(client({ domicilio_fiscal: 'ABCDE' }))).error?.message).toBe(
			'Postal Code (domicilio_fiscal): must be a 5-digit postal code (item 0)',
		);
		expect((await bed.run(client({ additionalFields: { email: 'x' } }))).error?.message).toBe(
			'Email: must be a valid e-mail address (item 0)',
		);
		expect(
			(
				await bed.run({
					resource: 'client',
					operation: 'update',
					clientId: byId('cli_1'),
					updateFields: {},
				})
			).error?.message,
		).toBe('Update Fields: set at least one field to update (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});
});
