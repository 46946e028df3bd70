import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IDataObject } from 'n8n-workflow';

import { nodeState } from './engine';
import type { WebhookSetup } from './webhooks';
import { WEBHOOK_ID, deliver } from './webhooks';

/** A post as the receiver got it */
interface Received {
	url: string;
	headers: http.IncomingHttpHeaders;
	raw: string;
}

/**
 * Stands in for n8n's webhook endpoint in a test file: records what a sandbox really posts.
 * `webhookBaseUrl()` is the base a trigger's webhook URL is built on (valid after beforeAll).
 */
export function useReceiver() {
	const received: Received[] = [];
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
	return {
		received,
		webhookBaseUrl: () => base,
		/** The trigger's webhook URL as it registers it (built on `webhookBaseUrl()`) */
		webhookUrl: () => `${base}/${WEBHOOK_ID}/webhook`,
	};
}

/** A captured post as the n8n server hands it to the trigger: parsed body plus the raw bytes and headers. */
export const asDelivery = (captured: { headers: http.IncomingHttpHeaders; raw: string }) => ({
	body: JSON.parse(captured.raw),
	rawBody: captured.raw,
	headers: Object.fromEntries(Object.entries(captured.headers).map(([k, v]) => [k, String(v)])),
});

/** How a service signs what it posts: its two headers, and the signature a secret gives */
interface PostSigning {
	signatureHeader: string;
	timestampHeader: string;
	sign(secret: string, timestamp: string, raw: string): string;
}

/**
 * Checks a post the sandbox made: to the trigger's webhook path, signed with the secret the trigger
 * keeps, and taken by the trigger as one item. Returns the trigger's answer.
 */
export async function expectSignedPostRuns(
	setup: WebhookSetup,
	captured: Received,
	staticData: IDataObject,
	{ signatureHeader, timestampHeader, sign }: PostSigning,
) {
	expect(captured.url).toBe(`/webhook/${WEBHOOK_ID}/webhook`);
	const secret = nodeState(staticData).secret as string;
	expect(captured.headers[signatureHeader]).toBe(
		sign(secret, String(captured.headers[timestampHeader]), captured.raw),
	);
	const result = await deliver(setup, asDelivery(captured), staticData);
	expect(result.status).toBe(200);
	expect(result.items).toHaveLength(1);
	return result;
}
