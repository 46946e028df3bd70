import { zipOf } from '../files';
import { PayrollState, Rec, groupBy, round2 } from './state';

/** The payroll report as rows: one per receipt (detail), per department, or none (summary: totals only). */
export function payrollReport(state: PayrollState, period: Rec, type: string) {
	const receipts = state.receipts.get(period.id) ?? [];
	const rows =
		type === 'detail'
			? receipts.map((r) => ({
					employee_id: r.employee_id,
					employee_name: r.employee_name,
					department: r.department,
					perceptions: r.perceptions,
					deductions: r.total_deductions,
					net: r.net,
				}))
			: type === 'by_department'
				? [...groupBy(receipts, (r) => String(r.department ?? 'none')).entries()].map(
						([department, group]) => ({
							department,
							employees: group.length,
							perceptions: round2(group.reduce((s, r) => s + r.perceptions, 0)),
							deductions: round2(group.reduce((s, r) => s + r.total_deductions, 0)),
							net: round2(group.reduce((s, r) => s + r.net, 0)),
						}),
					)
				: [];
	const totals = {
		employees_count: period.employees_count,
		total_perceptions: period.total_perceptions,
		total_deductions: period.total_deductions,
		total_net: period.total_net,
	};
	return {
		payroll_id: period.id,
		type,
		status: period.status,
		start_date: period.start_date,
		end_date: period.end_date,
		totals,
		rows,
	};
}

export function csv(report: Rec) {
	const rows: Rec[] = report.rows.length ? report.rows : [report.totals];
	const header = Object.keys(rows[0]);
	const cell = (value: unknown) =>
		/[",\n]/.test(String(value ?? ''))
			? `"${String(value).replace(/"/g, '""')}"`
			: String(value ?? '');
	return (
		[header.join(','), ...rows.map((row) => header.map((key) => cell(row[key])).join(','))].join(
			'\n',
		) + '\n'
	);
}

/** A one-page PDF with the report's lines as text. */
export function pdf(lines: string[]) {
	const text = lines
		.map(
			(line, i) => `BT /F1 10 Tf 40 ${800 - i * 14} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`,
		)
		.join('\n');
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let out = '%PDF-1.4\n';
	const offsets = objects.map((object, i) => {
		const at = Buffer.byteLength(out);
		out += `${i + 1} 0 obj\n${object}\nendobj\n`;
		return at;
	});
	const xref = Buffer.byteLength(out);
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
	out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return Buffer.from(out);
}

/** A one-sheet workbook with inline strings and numbers. */
export function xlsx(table: unknown[][]) {
	const escape = (s: string) =>
		s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
	const cell = (value: unknown) =>
		typeof value === 'number'
			? `<c><v>${value}</v></c>`
			: `<c t="inlineStr"><is><t>${escape(String(value ?? ''))}</t></is></c>`;
	const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${table.map((row) => `<row>${row.map(cell).join('')}</row>`).join('')}</sheetData></worksheet>`;
	const entries: Array<[string, string]> = [
		[
			'[Content_Types].xml',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
		],
		[
			'_rels/.rels',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
		],
		[
			'xl/workbook.xml',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Payroll" sheetId="1" r:id="rId1"/></sheets></workbook>',
		],
		[
			'xl/_rels/workbook.xml.rels',
			'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
		],
		['xl/worksheets/sheet1.xml', sheet],
	];
	return zipOf(entries.map(([name, content]) => ({ name, data: Buffer.from(content) })));
}

export const FILES: Record<string, { type: string; render(report: Rec): Buffer }> = {
	csv: { type: 'text/csv; charset=utf-8', render: (report) => Buffer.from(csv(report)) },
	pdf: {
		type: 'application/pdf',
		render: (report) =>
			pdf([
				`Payroll ${report.payroll_id} (${report.type})`,
				`${report.start_date} - ${report.end_date}`,
				...csv(report).trim().split('\n'),
			]),
	},
	xlsx: {
		type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		render: (report) => {
			const rows: Rec[] = report.rows.length ? report.rows : [report.totals];
			return xlsx([Object.keys(rows[0]), ...rows.map((row) => Object.values(row))]);
		},
	},
};
