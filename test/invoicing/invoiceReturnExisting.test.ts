import { invoiceParameters, invoicingTestbed, line } from './helpers';

const bed = invoicingTestbed();
const posts = () => bed.requests('POST', '/invoices');
const invoiceFor = (payment: string, fields: Record<string, unknown> = {}) =>
	invoiceParameters({
		conceptos: { concepto: [line(), line({ descripcion: `Setup (payment ${payment})` })] },
		...fields,
	});

describe('Invoice → Create with Return Existing Instead of Creating', () => {
	test('off (the default): the same invoice is stamped again', async () => {
		await bed.run(invoiceFor('pay_1'));
		const { error } = await bed.run(invoiceFor('pay_1'));
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(2);
		expect(bed.requests('GET', '/invoices')).toHaveLength(0);
	});

	test('on: the active invoice to the same RFC, of the same type and lines, is output; nothing stamped', async () => {
		const first = await bed.run(invoiceFor('pay_1', { findFirst: true }));
		const again = await bed.run(invoiceFor('pay_1', { findFirst: true }));
		expect(again.error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(again.items).toHaveLength(1);
		expect(again.items[0].json).toMatchObject(first.items[0].json);
		expect(again.items[0].pairedItem).toEqual({ item: 0 });
		expect(bed.requests('GET', '/invoices')[1].query).toMatchObject({
			receptor_rfc: 'URE180429TM6',
			type: 'I',
			status: 'active',
		});
	});

	test('on: other lines, another receiver, or a cancelled one: stamped anew', async () => {
		const made = await bed.run(invoiceFor('pay_1', { findFirst: true }));
		const others = [
			invoiceFor('pay_2', { findFirst: true }),
			invoiceFor('pay_1', { findFirst: true, receptor_rfc: 'XAXX010101000' }),
			invoiceFor('pay_1', {
				findFirst: true,
				conceptos: { concepto: [line({ descripcion: 'Setup (payment pay_1)' }), line()] },
			}),
		];
		for (const parameters of others) expect((await bed.run(parameters)).error).toBeUndefined();
		expect(posts()).toHaveLength(4);
		bed.state().invoices.get(made.items[0].json.id as string)!.status = 'cancelled';
		const { items } = await bed.run(invoiceFor('pay_1', { findFirst: true }));
		expect(posts()).toHaveLength(5);
		expect(items[0].json.id).not.toBe(made.items[0].json.id);
	});
});
