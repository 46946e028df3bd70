import { randomBytes } from 'crypto';
import type { IBinaryData, IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { binaryBytes } from './binary';
import { checks } from './validation';

/**
 * The input item's binary file under `property`, as the Input Binary Field parameter
 * (`binaryPropertyName`) names it: refused naming that field when the item holds no such file.
 */
export function inputBinary(
	ctx: IExecuteFunctions,
	itemIndex: number,
	property: unknown,
): IBinaryData {
	const check = checks(ctx, itemIndex);
	check.required('binaryPropertyName', property);
	const name = String(property);
	const files = ctx.getInputData()[itemIndex]?.binary;
	// Own fields only: "constructor" or "__proto__" are no file.
	if (!files || !Object.prototype.hasOwnProperty.call(files, name))
		check.fail('binaryPropertyName', `the input item has no binary field '${name}'`);
	return ctx.helpers.assertBinaryData(itemIndex, name);
}

/** How much of a stored file is read at a time */
const CHUNK_BYTES = 256 * 1024;
/** Base64 characters decoded at a time from an item's file in memory: CHUNK_BYTES of bytes */
const CHUNK_CHARS = (CHUNK_BYTES / 3) * 4;

/** The file types an upload takes, by file name extension or by MIME type */
export interface AcceptedFiles {
	/** What the rule says, e.g. "a CSV, XLSX or JSON file" */
	label: string;
	extensions: string[];
	mimeTypes: RegExp;
}

/** One file to upload: its name, type and exact size, and its bytes, read afresh each time they are sent. */
export interface UploadFile {
	fileName: string;
	mimeType: string;
	size: number;
	chunks(): AsyncIterable<Uint8Array>;
}

/**
 * The item's file under `property`, ready to upload. Where n8n keeps files in its store
 * (filesystem or S3 mode) it streams from there, so a file of any size costs a chunk of memory;
 * in memory mode it is already in the item. An empty file is refused naming the field.
 */
export async function uploadFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	property: string,
	accepted?: AcceptedFiles,
): Promise<UploadFile> {
	const binary = inputBinary(ctx, itemIndex, property);
	const described = {
		fileName: binary.fileName ?? property,
		mimeType: binary.mimeType || 'application/octet-stream',
	};
	const extension = /\.([^.]+)$/.exec(described.fileName)?.[1]?.toLowerCase() ?? '';
	if (
		accepted &&
		!accepted.extensions.includes(extension) &&
		!accepted.mimeTypes.test(described.mimeType)
	)
		checks(ctx, itemIndex).fail(
			'binaryPropertyName',
			`must hold ${accepted.label}; its file is ${described.fileName} (${described.mimeType})`,
		);
	let file: UploadFile;
	const { id } = binary;
	if (id) {
		const size = await binaryBytes(ctx, binary);
		file = {
			...described,
			size,
			async *chunks() {
				yield* await ctx.helpers.getBinaryStream(id, CHUNK_BYTES);
			},
		};
	} else {
		// In memory mode the item holds the file as base64: decoded a chunk at a time, not copied whole.
		const base64 = binary.data;
		file = {
			...described,
			size: Buffer.byteLength(base64, 'base64'),
			async *chunks() {
				for (let at = 0; at < base64.length; at += CHUNK_CHARS)
					yield Buffer.from(base64.slice(at, at + CHUNK_CHARS), 'base64');
			},
		};
	}
	if (file.size === 0)
		checks(ctx, itemIndex).fail('binaryPropertyName', `the file in '${property}' is empty`);
	return file;
}

/**
 * A Blob whose bytes are produced when it is sent: the request helper (axios) streams a Blob
 * from `stream()` with `size` as its Content-Length and `type` as its Content-Type, so the body
 * is never held whole. `produce` is an own property: n8n drops a body object that has none.
 */
class StreamedBlob extends Blob {
	constructor(
		size: number,
		type: string,
		readonly produce: () => AsyncIterable<Uint8Array>,
	) {
		super([]);
		// Blob's own size and type are getters of its (empty) contents: these stand in front of them.
		Object.defineProperties(this, { size: { value: size }, type: { value: type } });
	}

	stream() {
		return ReadableStream.from(this.produce()) as ReturnType<Blob['stream']>;
	}
}

/** `"` and line breaks in a part's name or file name, escaped as browsers do */
const quoted = (value: string) =>
	`"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

/** A multipart/form-data body of text fields and files, in the order added, streamed when sent. */
export class MultipartBody {
	private readonly boundary = `----BizOpsFormBoundary${randomBytes(16).toString('hex')}`;

	private readonly parts: Array<{ head: Buffer; file?: UploadFile }> = [];

	/** A text field; an empty value is left out, a list sent as one field per entry, an object as JSON. */
	field(name: string, value: unknown): this {
		if (Array.isArray(value)) {
			for (const entry of value) this.field(name, entry);
			return this;
		}
		if (value === undefined || value === null || value === '') return this;
		const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
		const head = `--${this.boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${text}\r\n`;
		this.parts.push({ head: Buffer.from(head) });
		return this;
	}

	/** A file part, its bytes streamed in place when the body is sent. */
	file(name: string, file: UploadFile) {
		const head =
			`--${this.boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}; ` +
			`filename=${quoted(file.fileName)}\r\nContent-Type: ${file.mimeType}\r\n\r\n`;
		this.parts.push({ head: Buffer.from(head), file });
		return this;
	}

	/** The request body: its Content-Type carries the boundary, its size is exact. */
	body(): Blob {
		const CRLF = Buffer.from('\r\n');
		const end = Buffer.from(`--${this.boundary}--\r\n`);
		const parts = [...this.parts];
		const size = parts.reduce(
			(sum, { head, file }) => sum + head.length + (file ? file.size + CRLF.length : 0),
			end.length,
		);
		return new StreamedBlob(
			size,
			`multipart/form-data; boundary=${this.boundary}`,
			async function* () {
				for (const { head, file } of parts) {
					yield head;
					if (!file) continue;
					yield* file.chunks();
					yield CRLF;
				}
				yield end;
			},
		);
	}
}

/** A multipart body with the item's file under `binaryProperty` as `fileField`, after plain fields. */
export async function multipartFromBinary(
	ctx: IExecuteFunctions,
	itemIndex: number,
	binaryProperty: string,
	fileField: string,
	fields: IDataObject = {},
	accepted?: AcceptedFiles,
): Promise<Blob> {
	const form = new MultipartBody();
	for (const [name, value] of Object.entries(fields)) form.field(name, value);
	return form.file(fileField, await uploadFile(ctx, itemIndex, binaryProperty, accepted)).body();
}

/** The Input Binary Field parameter of an upload; `what` says which file it holds, e.g. "the image or video to upload". */
export const binaryPropertyParameter = (what: string): INodeProperties => ({
	displayName: 'Input Binary Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: `The name of the input binary field containing ${what}`,
	builderHint: {
		propertyHint: 'Binary property of the input item holding the file (not a path or URL)',
	},
});
