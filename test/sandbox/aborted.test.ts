import net from 'node:net';

import { sentRequestsArrived } from '../harness/loopback';
import { openInterface, useSandboxOf } from '../harness/sandbox';

/**
 * A client that goes away while the sandbox holds its request (the crash bench kills n8n's
 * processes while a latency holds their requests) ends that request only: the sandbox, which
 * serves every process of the stack, answers the next one.
 */

const sandbox = useSandboxOf(
	openInterface('held', [
		{ method: 'POST', path: '/things', auth: false, handler: () => ({ body: { id: 1 } }) },
		{ method: 'GET', path: '/things/1', auth: false, handler: () => ({ body: { id: 1 } }) },
	]),
);

test('a request whose client is gone while it is held leaves the sandbox serving', async () => {
	const unhandled: unknown[] = [];
	const note = (reason: unknown) => unhandled.push(reason);
	process.on('unhandledRejection', note);
	try {
		sandbox.latency = 100;
		const body = JSON.stringify({ name: 'held' });
		const socket = net.connect(sandbox.port, '127.0.0.1');
		await new Promise((resolve) => socket.once('connect', resolve));
		socket.write(
			`POST /held/v1/things HTTP/1.1\r\nHost: sandbox\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
		);
		// Gone while held (the latency), before the sandbox reads the body and answers.
		await sandbox.settle();
		socket.destroy();
		sandbox.latency = 0;
		// Until the held request is done with (its latency is real time), then a few turns for what it left.
		while (sandbox.inFlight > 0) await new Promise((resolve) => setImmediate(resolve));
		await sentRequestsArrived();
		const answer = await fetch(`http://127.0.0.1:${sandbox.port}/held/v1/things/1`);
		expect([answer.status, unhandled.map(String)]).toEqual([200, []]);
	} finally {
		process.off('unhandledRejection', note);
	}
});
