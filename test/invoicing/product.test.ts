import { byId, invoicingTestbed } from './helpers';

const bed = invoicingTestbed();

describe('Product', () => {
	test('create with catalogue keys picked from the lists, get, get many, update, delete', async () => {
		const created = await bed.run({
			resource: 'product',
			operation: 'create',
			nombre_interno: 'Timbrado',
			clave_prod_serv: { __rl: true, mode: 'list', value: '84111506' },
			descripcion: 'Servicio de facturación',
			clave_unidad: { __rl: true, mode: 'id', value: 'E48' },
			valor_unitario: 350,
			additionalFields: {
				objeto_imp: '02',
				impuestos:
					'{"traslados":[{"impuesto":"002","tipo_factor":"Tasa","tasa":0.16}],"retenciones":[]}',
			},
		});
		expect(created.error).toBeUndefined();
		expect(bed.requests('POST', '/products')[0].body).toEqual({
			nombre_interno: 'Timbrado',
			clave_prod_serv: '84111506',
			descripcion: 'Servicio de facturación',
			clave_unidad: 'E48',
			valor_unitario: 350,
			objeto_imp: '02',
			impuestos: {
				traslados: [{ impuesto: '002', tipo_factor: 'Tasa', tasa: 0.16 }],
				retenciones: [],
			},
		});
		const id = String(created.items[0].json.id);
		await bed.run({
			resource: 'product',
			operation: 'create',
			nombre_interno: 'Licencia',
			clave_prod_serv: byId('43231500'),
			descripcion: 'Licencia anual',
			clave_unidad: byId('E48'),
			valor_unitario: 8500,
		});
		expect(
			(await bed.run({ resource: 'product', operation: 'get', productId: byId(id) })).items[0].json,
		).toMatchObject({ id, clave_prod_serv: '84111506' });
		bed.sandbox.clearLog();
		const list = await bed.run({
			resource: 'product',
			operation: 'getAll',
			returnAll: true,
			filters: { clave_prod_serv: '43231500', search: 'licen' },
			sort: { sort_by: 'price' },
		});
		expect(list.items.map((i) => i.json.nombre_interno)).toEqual(['Licencia']);
		expect(bed.requests('GET', '/products')[0].query).toEqual({
			page: '1',
			per_page: '100',
			clave_prod_serv: '43231500',
			search: 'licen',
			sort_by: 'price',
		});
		const byPrice = await bed.run({
			resource: 'product',
			operation: 'getAll',
			returnAll: true,
			sort: { sort_by: 'price' },
		});
		expect(byPrice.items.map((i) => i.json.valor_unitario)).toEqual([350, 8500]);
		const updated = await bed.run({
			resource: 'product',
			operation: 'update',
			productId: byId(id),
			updateFields: { valor_unitario: 400, clave_unidad: 'ACT' },
		});
		expect(updated.items[0].json).toMatchObject({ valor_unitario: 400, clave_unidad: 'ACT' });
		expect(
			(
				await bed.run({
					resource: 'product',
					operation: 'update',
					productId: byId(id),
					updateFields: { valor_unitario: -1 },
				})
			).error?.message,
		).toBe('Unit Value (valor_unitario): must be a number greater than 0 (item 0)');
		expect(
			(
				await bed.run({
					resource: 'product',
					operation: 'update',
					productId: byId(id),
					updateFields: { clave_unidad: 'ZZZ' },
				})
			).error?.message,
		).toBe('Invoicing answered 422 unknown_unit_key: clave_unidad ZZZ is not in the catalogue');
		expect(
			(await bed.run({ resource: 'product', operation: 'delete', productId: byId(id) })).items[0]
				.json,
		).toEqual({ id, deleted: true });
		expect(
			(await bed.run({ resource: 'product', operation: 'get', productId: byId(id) })).error
				?.message,
		).toMatch(/^Invoicing answered 404/);
	});
});
