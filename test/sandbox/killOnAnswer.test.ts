import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { senderOf } from './killOnAnswer';

/**
 * The crash bench kills the worker that sent a write (test/queue/crashWrites.ts): the sandbox
 * tells which of the workers holds the client end of the request's connection.
 */
test('the process that sent a request is found among others by its connection', async () => {
	let found: Array<number | undefined> = [];
	const candidates: number[] = [];
	const server = http.createServer((req, res) => {
		found = [
			senderOf(req.socket.remotePort!, candidates),
			senderOf(req.socket.remotePort!, [process.pid]),
		];
		res.end('ok');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	const client = spawn(process.execPath, [
		'-e',
		`require('node:http').get('http://127.0.0.1:${port}/', (r) => r.resume().on('end', () => process.exit(0)))`,
	]);
	candidates.push(process.pid, client.pid!);
	await new Promise((resolve) => client.once('exit', resolve));
	server.close();
	expect(found).toEqual([client.pid, undefined]);
});
