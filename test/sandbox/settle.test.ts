import net from 'node:net';

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
