import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

import type { KeyAndCert } from '../sandbox/tls';

/**
 * An HTTPS front for a plain HTTP service (as a TLS-terminating load balancer before it): TLS ends
 * here with the certificate given, and each request goes on to `target` as it came.
 */
export interface HttpsFront {
	/** Its address, e.g. https://127.0.0.1:5690 */
	url: string;
	/** TLS connections opened to it (a failed handshake counts; it sends no request) */
	connections: number;
	/** Requests it passed on */
	requests: number;
	stop(): void;
}

export async function startHttpsFront(
	certificate: KeyAndCert,
	target: string,
): Promise<HttpsFront> {
	const to = new URL(target);
	const server = https.createServer(certificate, (req, res) => {
		front.requests++;
		const onward = http.request(
			{ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		onward.on('error', () => res.destroy());
		req.pipe(onward);
	});
	const front: HttpsFront = {
		url: '',
		connections: 0,
		requests: 0,
		stop: () => {
			server.closeAllConnections();
			server.close();
		},
	};
	server.on('connection', () => front.connections++);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	front.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return front;
}
