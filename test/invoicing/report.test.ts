import { bytes, invoicingTestbed, personReceptor } from './helpers';

const bed = invoicingTestbed();

/** Entries of a stored ZIP archive: name and content. */
function unzip(zip: Buffer) {
	const entries: Array<{ name: string; content: string }> = [];
	let at = 0;
	while (zip.readUInt32LE(at) === 0x04034b50) {
		const size = zip.readUInt32LE(at + 18);
		const nameLength = zip.readUInt16LE(at + 26);
		const name = zip.subarray(at + 30, at + 30 + nameLength).toString();
		entries.push({
			name,
			content: zip.subarray(at + 30 + nameLength, at + 30 + nameLength + size).toString(),
		});
		at += 30 + nameLength + size;
	}
	return entries;
}

describe('Report', () => {
	beforeEach(() => {
		bed.stamped({}, '2026-02-03T10:00:00.000Z');
		bed.stamped(
			{
				receptor: personReceptor(),
			},
			'2026-02-10T10:00:00.000Z',
		);
		bed.stamped({ type: 'E', serie: 'NC' }, '2026-02-11T10:00:00.000Z');
		bed.stamped({}, '2026-05-01T10:00:00.000Z');
	});

	test('income as JSON with period, date and grouping', async () => {
		const { items } = await bed.run({
			resource: 'report',
			operation: 'income',
			period: 'month',
			date: '2026-02-15T00:00:00',
			group_by: 'client',
			format: 'json',
		});
		expect(items[0].json).toMatchObject({
			period: { type: 'month', from: '2026-02-01', to: '2026-02-28' },
			total_income: 464,
			total_credit_notes: 232,
			net_income: 232,
			invoice_count: 2,
		});
		expect(items[0].json.breakdown).toHaveLength(2);
		expect(bed.requests('GET', '/reports/income')[0].query).toEqual({
			period: 'month',
			date: '2026-02-15',
			group_by: 'client',
			format: 'json',
		});
		const quarter = await bed.run({
			resource: 'report',
			operation: 'income',
			period: 'quarter',
			date: '2026-05-20',
			group_by: 'month',
		});
		expect(quarter.items[0].json).toMatchObject({
			period: { from: '2026-04-01', to: '2026-06-30' },
			invoice_count: 1,
		});
	});

	test('PDF, XLSX and CSV come back as binary files with their types', async () => {
		const pdf = await bed.run({
			resource: 'report',
			operation: 'income',
			date: '2026-02-15',
			format: 'pdf',
		});
		expect(pdf.items[0].binary!.data).toMatchObject({
			fileName: 'income-2026-02-01.pdf',
			mimeType: 'application/pdf',
		});
		expect(bytes(pdf.items[0]).subarray(0, 5).toString()).toBe('%PDF-');
		const xlsx = await bed.run({
			resource: 'report',
			operation: 'taxes',
			date: '2026-02-15',
			period: 'year',
			format: 'xlsx',
			binaryPropertyName: 'sheet',
		});
		expect(xlsx.items[0].binary!.sheet).toMatchObject({
			fileName: 'taxes-2026-01-01.xlsx',
			mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		});
		const csv = await bed.run({
			resource: 'report',
			operation: 'cancellations',
			date: '2026-02-15',
			format: 'csv',
		});
		expect(csv.items[0].binary!.data).toMatchObject({
			fileName: 'cancellations-2026-02-01.csv',
			mimeType: 'text/csv',
		});
		expect(csv.items[0].json).toMatchObject({ report: 'cancellations', format: 'csv' });
	});

	test('taxes, cancellations and receivables as JSON with their parameters', async () => {
		const taxes = await bed.run({
			resource: 'report',
			operation: 'taxes',
			period: 'month',
			date: '2026-02-01',
		});
		expect(taxes.items[0].json).toMatchObject({
			iva_trasladado: { tasa_16: { base: 600, importe: 96 }, total: 96 },
			invoice_count: 2,
			credit_note_count: 1,
		});
		const [first] = bed.state().invoices.values();
		await bed.run({
			resource: 'invoice',
			operation: 'cancel',
			invoiceId: { __rl: true, mode: 'id', value: first.id },
			motivo: '02',
		});
		const today = new Date().toISOString().slice(0, 10);
		const cancellations = await bed.run({
			resource: 'report',
			operation: 'cancellations',
			period: 'year',
			date: today,
		});
		expect(cancellations.items[0].json).toMatchObject({
			cancellation_count: 1,
			cancellations: [{ invoice_id: first.id, motivo: '02', status: 'cancelled' }],
		});
		bed.stamped({ metodo_pago: 'PPD', forma_pago: '99' });
		const receivables = await bed.run({
			resource: 'report',
			operation: 'receivables',
			status: 'pending',
			aging: '0-30',
		});
		expect(receivables.items[0].json).toMatchObject({ receivable_count: 1, total_balance: 232 });
		expect(bed.requests('GET', '/reports/receivables')[0].query).toEqual({
			status: 'pending',
			aging: '0-30',
			format: 'json',
		});
		const all = await bed.run({ resource: 'report', operation: 'receivables' });
		expect(bed.requests('GET', '/reports/receivables')[1].query).toEqual({ format: 'json' });
		expect(all.items[0].json.receivable_count).toBe(1);
	});

	test("the period's XML download is a ZIP archive in binary data", async () => {
		const { items } = await bed.run({
			resource: 'report',
			operation: 'downloadXml',
			from: '2026-02-01',
			to: '2026-02-28',
			type: 'I',
		});
		expect(items[0].json).toMatchObject({
			from: '2026-02-01',
			to: '2026-02-28',
			type: 'I',
			fileName: 'xml-2026-02-01-2026-02-28.zip',
			mimeType: 'application/zip',
		});
		const entries = unzip(bytes(items[0]));
		expect(entries.map((e) => e.name)).toEqual(['A-1.xml', 'A-2.xml']);
		expect(entries[0].content).toContain('<cfdi:Comprobante');
		const wrong = await bed.run({
			resource: 'report',
			operation: 'downloadXml',
			from: '2026-03-01',
			to: '2026-02-01',
		});
		expect(wrong.error?.message).toBe('From: must not be after To (item 0)');
		expect(
			(await bed.run({ resource: 'report', operation: 'income', date: 'yesterday' })).error
				?.message,
		).toMatch(/^Date: must be an ISO 8601 date/);
		expect(bed.requests('GET', '/reports/xml-download')).toHaveLength(1);
	});
});
