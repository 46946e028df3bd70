import { invalid } from './state';

type Rec = Record<string, any>;

export const splitComma = (value: unknown) =>
	(Array.isArray(value) ? value : String(value ?? '').split(','))
		.map((s) => String(s).trim())
		.filter(Boolean);

/** Rows of an imported file: a JSON array, or CSV with a header line (skills and tags separated by `;` or `|`). */
export function importRows(bytes: Buffer): Rec[] {
	const text = bytes.toString('utf8').trim();
	if (!text) throw invalid('file', 'the file is empty');
	if (text.startsWith('[')) {
		try {
			return JSON.parse(text);
		} catch {
			throw invalid('file', 'the file is not valid JSON');
		}
	}
	const [header, ...lines] = text.split(/\r?\n/);
	const names = header.split(',').map((h) => h.trim());
	return lines.filter(Boolean).map((line) => {
		const cells = line.split(',');
		return Object.fromEntries(
			names.map((name, i) => [name, (cells[i] ?? '').trim().replace(/[;|]/g, ',')]),
		);
	});
}
