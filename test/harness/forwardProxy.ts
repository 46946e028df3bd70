import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * A small forward proxy, as a company network puts between n8n and the Internet: a plain HTTP
 * request comes to it with the full address (`GET http://host/path`) and is passed on; an HTTPS
 * one asks it for a tunnel (`CONNECT host:443`), through which the TLS goes unread. Its log shows
 * what went through it, in order.
 */
export class ForwardProxy {
	/** `GET http://127.0.0.1:5678/path` for each request passed on, `CONNECT 127.0.0.1:5679` for each tunnel */
	readonly log: string[] = [];
	/** Open tunnels: the server does not close them itself */
	private readonly tunnels = new Set<net.Socket>();
	private readonly server = http.createServer((req, res) => {
		this.log.push(`${req.method} ${req.url}`);
		const onward = http.request(
			String(req.url),
			{ method: req.method, headers: req.headers },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		onward.on('error', () => res.destroy());
		req.pipe(onward);
	});

	constructor() {
		this.server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
			this.log.push(`CONNECT ${req.url}`);
			const [host, port] = String(req.url).split(':');
			const target = net.connect(Number(port), host, () => {
				client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
				target.write(head);
				target.pipe(client);
				client.pipe(target);
			});
			for (const socket of [client, target]) {
				this.tunnels.add(socket);
				socket.on('close', () => this.tunnels.delete(socket));
			}
			target.on('error', () => client.destroy());
			client.on('error', () => target.destroy());
		});
	}

	/** The proxy's address, as HTTP_PROXY and HTTPS_PROXY take it */
	url = '';

	async start(): Promise<this> {
		await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
		this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
		return this;
	}

	async stop() {
		this.server.closeAllConnections();
		for (const socket of this.tunnels) socket.destroy();
		await new Promise<void>((resolve) => this.server.close(() => resolve()));
	}
}
