import { createHash } from 'node:crypto';

import { ApiFailure } from './server';

/**
 * Files of any size through the sandbox without holding them: multipart uploads are read as they
 * stream in (each file part counted and hashed, only its start kept), and generated downloads are
 * produced as they stream out.
 */

/** How much of an uploaded file a part keeps: enough for every CSV and image the suites send */
export const KEPT_BYTES = 1024 * 1024;

export interface MultipartPart {
	name: string;
	fileName?: string;
	contentType?: string;
	/** The part's first KEPT_BYTES */
	data: Buffer;
	/** All of the part's bytes, counted as they arrived */
	size: number;
	/** Hex SHA-256 of all of the part's bytes */
	sha256: string;
}

/** Reads a multipart/form-data body as it streams in; a file part is never held whole. */
export async function readMultipart(
	body: AsyncIterable<Buffer>,
	contentType: string,
): Promise<MultipartPart[]> {
	const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
	if (!boundary) throw new ApiFailure(400, 'invalid_multipart', 'multipart body without boundary');
	const opening = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
	const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
	const parts: MultipartPart[] = [];
	let pending: Buffer = Buffer.alloc(0);
	let state: 'preamble' | 'afterDelimiter' | 'head' | 'data' | 'end' = 'preamble';
	let part:
		| {
				head: string;
				kept: Buffer[];
				keptLength: number;
				size: number;
				hash: ReturnType<typeof createHash>;
		  }
		| undefined;

	const take = (bytes: Buffer) => {
		if (!part || bytes.length === 0) return;
		part.size += bytes.length;
		part.hash.update(bytes);
		if (part.keptLength < KEPT_BYTES) {
			const kept = bytes.subarray(0, KEPT_BYTES - part.keptLength);
			part.kept.push(kept);
			part.keptLength += kept.length;
		}
	};
	const finish = () => {
		if (!part) return;
		parts.push({
			name: /name="([^"]*)"/.exec(part.head)?.[1] ?? '',
			fileName: /filename="([^"]*)"/.exec(part.head)?.[1],
			contentType: /content-type:\s*([^\r\n]+)/i.exec(part.head)?.[1],
			data: Buffer.concat(part.kept),
			size: part.size,
			sha256: part.hash.digest('hex'),
		});
		part = undefined;
	};

	for await (const chunk of body) {
		pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
		for (let progressed = true; progressed;) {
			progressed = false;
			if (state === 'preamble') {
				const at = pending.indexOf(opening);
				if (at === -1) break;
				pending = pending.subarray(at + opening.length);
				state = 'afterDelimiter';
				progressed = true;
			} else if (state === 'afterDelimiter') {
				if (pending.length < 2) break;
				const next = pending.subarray(0, 2).toString();
				pending = pending.subarray(2);
				state = next === '--' ? 'end' : 'head';
				progressed = state !== 'end';
			} else if (state === 'head') {
				const at = pending.indexOf('\r\n\r\n');
				if (at === -1) break;
				part = {
					head: pending.subarray(0, at).toString('utf8'),
					kept: [],
					keptLength: 0,
					size: 0,
					hash: createHash('sha256'),
				};
				pending = pending.subarray(at + 4);
				state = 'data';
				progressed = true;
			} else if (state === 'data') {
				const at = pending.indexOf(delimiter);
				if (at === -1) {
					// All but what could be the start of a delimiter belongs to the part.
					const safe = Math.max(0, pending.length - delimiter.length);
					take(pending.subarray(0, safe));
					pending = Buffer.from(pending.subarray(safe));
					break;
				}
				take(pending.subarray(0, at));
				finish();
				pending = pending.subarray(at + delimiter.length);
				state = 'afterDelimiter';
				progressed = true;
			}
		}
	}
	if (state !== 'end')
		throw new ApiFailure(
			400,
			'invalid_multipart',
			'the multipart body ended before its last boundary',
		);
	return parts;
}

/** A file the sandbox serves by generating it: `size` bytes, the same for the same `seed`. */
export interface GeneratedFile {
	size: number;
	seed: string;
	/** Content-Type it is served with */
	contentType?: string;
	/** Stop after this many bytes and close the connection (a download cut short) */
	cutAt?: number;
}

const BLOCK = 64 * 1024;

/** The generated file's bytes in 64 KiB blocks: one random block from the seed, each copy marked with its offset, so a lost or repeated block changes the hash. */
export function* generatedBytes({ size, seed }: GeneratedFile): Generator<Buffer> {
	const base = Buffer.alloc(BLOCK);
	for (let at = 0; at < BLOCK; at += 32)
		createHash('sha256').update(`${seed}:${at}`).digest().copy(base, at);
	for (let offset = 0; offset < size; offset += BLOCK) {
		const block = Buffer.from(base);
		block.writeBigUInt64BE(BigInt(offset), 0);
		yield block.subarray(0, Math.min(BLOCK, size - offset));
	}
}

/** Hex SHA-256 of a generated file, as the far end of a download must find it. */
export function generatedSha256(file: GeneratedFile): string {
	const hash = createHash('sha256');
	for (const block of generatedBytes(file)) hash.update(block);
	return hash.digest('hex');
}
