import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { sentRequestsArrived } from '../harness/loopback';
import { openInterface, useSandboxOf } from '../harness/sandbox';

/**
 * A request its client gave up on may still be read by the sandbox after the test moved on (the
 * fault suites lower timeouts; a busy machine reads late). Once `settle` has let it arrive, the
 * next test's `reset` keeps it out: it takes none of the faults planned next and counts in no figure.
 */

const sandbox = useSandboxOf(
	openInterface('late', [
		{ method: 'PATCH', path: '/things/1', auth: false, handler: () => ({ body: { id: 1 } }) },
	]),
);

test('a request read before a reset takes no fault of the plan that follows it and counts in no figure', async () => {
	const body = JSON.stringify({ name: 'late' });
	const socket = net.connect(sandbox.port, '127.0.0.1');
	await new Promise((resolve) => socket.once('connect', resolve));
	// Its head now, its body only after the next test's plan is set: the request is in flight.
	socket.write(
		`PATCH /late/v1/things/1 HTTP/1.1\r\nHost: sandbox\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
	);
	await sandbox.settle();
	sandbox.reset();
	sandbox.faults = { script: ['truncatedAfter'] };
	const answered = new Promise<Buffer>((resolve) => socket.once('data', resolve));
	socket.write(body);
	expect(String(await answered)).toMatch(/^HTTP\/1.1 200/);
	socket.destroy();
	expect(sandbox.faults.script).toEqual(['truncatedAfter']);
	expect(sandbox.applied).toBe(0);
	expect(sandbox.appliedRequests).toBe(0);
});

test('a request written on a connection just opened has arrived once sentRequestsArrived resolves, not before', async () => {
	const arrived: string[] = [];
	const server = http.createServer((req, res) => {
		arrived.push(`${req.method} ${req.url}`);
		res.end();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	// Written before the connection is even made, as a client does that times out right after.
	const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
	socket.write('POST /late HTTP/1.1\r\nHost: sandbox\r\nContent-Length: 0\r\n\r\n');
	expect(arrived).toEqual([]);
	await sentRequestsArrived();
	expect(arrived).toEqual(['POST /late']);
	socket.destroy();
	server.closeAllConnections();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});
