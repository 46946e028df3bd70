import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { IBinaryKeyData, INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { PACKAGE, packCredentials, packNodes } from '../harness/pack';

/** One request as it reached the server: its method, its raw request target (`req.url`) and Host. */
export interface Recorded {
	method: string;
	url: string;
	host: string;
	/** The body as sent (empty for none), complete once the request has ended */
	body: string;
}

/** The path every credential's Base URL carries here: requests must stay under it. */
export const BASE_PATH = '/base';

/**
 * A server for a test file that answers every request 200 with `answer` (JSON) and records it
 * as sent, before any URL parsing: what the node's values did to the URL shows there.
 */
export function useRecorder() {
	const recorded: Recorded[] = [];
	const state = { answer: {} as unknown, host: '' };
	// Room for 10,000-character values in a URL: a refusal here would go unrecorded.
	const server = http.createServer({ maxHeaderSize: 1 << 20 }, (req, res) => {
		const request = {
			method: req.method ?? '',
			url: req.url ?? '',
			host: req.headers.host ?? '',
			body: '',
		};
		recorded.push(request);
		req.setEncoding('utf8');
		req.on('data', (chunk: string) => (request.body += chunk));
		req.on('end', () => {
			res.setHeader('content-type', 'application/json');
			res.end(JSON.stringify(state.answer));
		});
	});
	beforeAll(async () => {
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		state.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		server.closeAllConnections();
		await new Promise<void>((resolve) => server.close(() => resolve()));
	});
	/** The credential of the pack's node `nodeName`, pointing at this server (Chat's default account: 1) */
	const credentials = (nodeName: string) => {
		const type = packNodes[`${PACKAGE}.${nodeName}`].description.credentials![0].name;
		const data: Record<string, string> = {};
		for (const property of packCredentials[type].properties) {
			data[property.name] =
				property.name === 'baseUrl'
					? `http://${state.host}${BASE_PATH}`
					: property.name === 'accountId'
						? '1'
						: 'fuzz-secret';
		}
		return { [type]: data };
	};
	return {
		recorded,
		credentials,
		/** The paths (and queries) requested, after the credential's Base URL */
		requested: () =>
			recorded.map((request) => `${request.method} ${request.url.slice(BASE_PATH.length)}`),
		/** The pack's node `type` run once on one item, with its credential pointing here */
		run(type: string, parameters: Record<string, unknown>, binary?: IBinaryKeyData) {
			return runNode(
				{ type, parameters: parameters as INodeParameters, credentials: credentials(type) },
				[{}],
				[binary],
			);
		},
		/** What the next requests are answered */
		answer(body: unknown) {
			state.answer = body;
		},
		host: () => state.host,
	};
}
