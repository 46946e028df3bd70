import type { SandboxResponse } from '../server';
import { oneOf } from './queries';
import { Rec } from './state';

/** A file answer with its type and attachment name. */
export const file = (raw: Buffer, contentType: string, fileName: string): SandboxResponse => ({
	raw,
	headers: {
		'Content-Type': contentType,
		'Content-Disposition': `attachment; filename="${fileName}"`,
	},
});

export function xmlOf(doc: Rec) {
	return Buffer.from(
		`<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="${doc.serie}" Folio="${doc.folio}" TipoDeComprobante="${doc.type}" Total="${doc.total ?? doc.monto}"><cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" UUID="${doc.uuid}"/></cfdi:Complemento></cfdi:Comprobante>\n`,
	);
}

export const pdfOf = (doc: Rec) =>
	Buffer.from(
		`%PDF-1.4\n% ${doc.serie}-${doc.folio} ${doc.uuid}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`,
	);

export const REPORT_TYPES: Record<string, string> = {
	pdf: 'application/pdf',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	csv: 'text/csv',
};

/** A report as JSON, or as a file in the asked format. */
export function reportAnswer(
	name: string,
	query: Record<string, string>,
	formats: string[],
	data: Rec,
): SandboxResponse {
	oneOf(query, 'format', formats);
	const format = query.format ?? 'json';
	if (format === 'json') return { body: { data } };
	const label = data.period ? `${name}-${data.period.from}` : name;
	const raw =
		format === 'pdf'
			? Buffer.from(`%PDF-1.4\n% ${name} report\n%%EOF\n`)
			: Buffer.from(`report,${name}\n${JSON.stringify(data).replace(/,/g, ';')}\n`);
	return file(raw, REPORT_TYPES[format], `${label}.${format}`);
}
