import { once } from 'node:events';
import type http from 'node:http';

import type { SandboxResponse } from './api';
import { ApiFailure } from './api';
import type { GeneratedFile, MultipartPart } from './streams';
import { generatedBytes, readMultipart } from './streams';

/**
 * A request's body: bytes, or multipart parts read as they stream (a malformed one is `invalid`);
 * undefined when the connection was cut after `dropAfter` bytes on purpose.
 */
export async function receiveBody(req: http.IncomingMessage, dropAfter: number | undefined) {
	let dropped = false;
	async function* body() {
		let length = 0;
		for await (const chunk of req as AsyncIterable<Buffer>) {
			length += chunk.length;
			if (dropAfter !== undefined && length > dropAfter) {
				dropped = true;
				req.socket?.destroy();
				return;
			}
			yield chunk;
		}
	}
	const contentType = String(req.headers['content-type'] ?? '');
	let rawBody = Buffer.alloc(0);
	let parts: MultipartPart[] = [];
	let invalid: ApiFailure | undefined;
	if (contentType.startsWith('multipart/form-data')) {
		try {
			parts = await readMultipart(body(), contentType);
		} catch (error) {
			if (!(error instanceof ApiFailure)) throw error;
			invalid = error;
		}
	} else {
		const chunks: Buffer[] = [];
		for await (const chunk of body()) chunks.push(chunk);
		rawBody = Buffer.concat(chunks);
	}
	return dropped ? undefined : { rawBody, parts, invalid };
}

/** Writes an answer: raw bytes, no body, or JSON. */
export function respond(res: http.ServerResponse, status: number, response: SandboxResponse) {
	const headers = { ...response.headers };
	if (response.raw) {
		res.writeHead(status, headers);
		res.end(response.raw);
		return;
	}
	if (response.body === undefined) {
		res.writeHead(status, headers);
		res.end();
		return;
	}
	res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
	res.end(JSON.stringify(response.body));
}

/** Streams a generated file, minding backpressure; one with `cutAt` ends the connection there. */
export async function serveGenerated(res: http.ServerResponse, file: GeneratedFile) {
	res.writeHead(200, {
		'Content-Type': file.contentType ?? 'application/octet-stream',
		'Content-Length': String(file.size),
	});
	let sent = 0;
	for (const block of generatedBytes(file)) {
		const left = file.cutAt === undefined ? block.length : file.cutAt - sent;
		if (left < block.length) {
			if (left > 0) res.write(block.subarray(0, left));
			res.socket?.destroy();
			return;
		}
		sent += block.length;
		if (!res.write(block)) await once(res, 'drain');
	}
	res.end();
}
