import { invoicingTestbed } from './helpers';

const bed = invoicingTestbed();

describe('Invoicing pickers', () => {
	test('searchable pickers for records and catalogue keys; dropdowns for regimes, uses, payment forms and line-item keys', async () => {
		const invoice = bed.stamped();
		bed.state().clients.set('cli_1', {
			id: 'cli_1',
			rfc: 'URE180429TM6',
			nombre: 'UNIVERSIDAD',
			created_at: '2026-01-01',
		});
		bed.state().products.set('prod_1', {
			id: 'prod_1',
			nombre_interno: 'Timbrado',
			clave_prod_serv: '84111506',
			descripcion: 'x',
			created_at: '2026-01-01',
		});
		expect((await bed.listSearch('searchInvoices', invoice.uuid.slice(0, 8))).results).toEqual([
			{ name: `A-1 · UNIVERSIDAD ROBOTICA ESPAÑOLA · 232 MXN · active`, value: invoice.id },
		]);
		expect((await bed.listSearch('searchClients', 'URE')).results).toEqual([
			{ name: 'UNIVERSIDAD · URE180429TM6', value: 'cli_1' },
		]);
		expect((await bed.listSearch('searchProducts')).results).toEqual([
			{ name: 'Timbrado · 84111506', value: 'prod_1' },
		]);
		expect((await bed.listSearch('searchProductKeys', 'software')).results).toEqual([
			{ name: '43231500 · Software funcional específico de la empresa', value: '43231500' },
			{ name: '81111500 · Ingeniería de software o hardware', value: '81111500' },
		]);
		expect((await bed.listSearch('searchUnitKeys', 'hora')).results).toEqual([
			{ name: 'HUR · Hora', value: 'HUR' },
		]);
		expect(await bed.loadOptions('getTaxRegimes')).toContainEqual({
			name: '601 – General de Ley Personas Morales',
			value: '601',
		});
		expect(await bed.loadOptions('getCfdiUses')).toContainEqual({
			name: 'G03 – Gastos en general',
			value: 'G03',
		});
		expect(await bed.loadOptions('getPaymentForms')).toContainEqual({
			name: '03 – Transferencia electrónica de fondos',
			value: '03',
		});
		expect((await bed.loadOptions('getProductKeys')).length).toBeGreaterThan(3);
		expect(await bed.loadOptions('getUnitKeys')).toContainEqual({
			name: 'E48 – Unidad de servicio',
			value: 'E48',
		});
	});
});
