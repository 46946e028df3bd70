import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for n8n's webhook endpoint in a test file: records what a sandbox really posts.
 * `webhookBaseUrl()` is the base a trigger's webhook URL is built on (valid after beforeAll).
 */
export function useReceiver() {
	const received: Array<{ url: string; headers: http.IncomingHttpHeaders; raw: string }> = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			received.push({
				url: req.url ?? '',
				headers: req.headers,
				raw: Buffer.concat(chunks).toString('utf8'),
			});
			res.end('ok');
		});
	});
	let base = '';
	beforeAll(async () => {
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
	});
	afterAll(async () => {
		server.closeAllConnections();
		await new Promise<void>((resolve) => server.close(() => resolve()));
	});
	beforeEach(() => {
		received.length = 0;
	});
	return { received, webhookBaseUrl: () => base };
}

/** A captured post as the n8n server hands it to the trigger: parsed body plus the raw bytes and headers. */
export const asDelivery = (captured: { headers: http.IncomingHttpHeaders; raw: string }) => ({
	body: JSON.parse(captured.raw),
	rawBody: captured.raw,
	headers: Object.fromEntries(Object.entries(captured.headers).map(([k, v]) => [k, String(v)])),
});
