import net from 'node:net';
import type { AddressInfo } from 'node:net';

import type { Resources } from '../../nodes/shared/router';
import { itemPacer, route } from '../../nodes/shared/router';
import { executeContext } from '../harness/engine';

/**
 * The router's item pacer (nodes/shared/router.ts): items started together (lanes freed by
 * answers that came in at once) must not all be evaluated before any of their requests leaves.
 * A request leaves only when the event loop next handles sockets: here each item opens a real
 * connection, and the server notes when it sees it.
 */
describe('item pacer', () => {
	let server: net.Server;
	let accepted: number[];
	beforeAll(async () => {
		server = net.createServer((socket) => {
			accepted.push(performance.now());
			socket.destroy();
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	});
	afterAll(async () => await new Promise<void>((resolve) => server.close(() => resolve())));

	/** An item whose evaluation takes 5 ms (as n8n's expression runtime can), then opens a real connection. */
	function itemTimes() {
		accepted = [];
		const evaluated: number[] = [];
		const { port } = server.address() as AddressInfo;
		const item = async () => {
			const started = performance.now();
			while (performance.now() - started < 5);
			evaluated.push(started);
			await new Promise<void>((resolve) =>
				net
					.connect(port, '127.0.0.1')
					.on('close', () => resolve())
					.on('error', () => resolve()),
			);
		};
		return { item, evaluated };
	}

	/** Ten such items started at once. */
	async function tenItems(pace: (start: () => Promise<void>) => Promise<void>) {
		const { item, evaluated } = itemTimes();
		await Promise.all(Array.from({ length: 10 }, async () => await pace(item)));
		return { evaluated, accepted };
	}

	test('between two evaluations the process handles its sockets: the first connection is seen before the last item is evaluated', async () => {
		const { evaluated, accepted } = await tenItems(itemPacer());
		expect(evaluated).toHaveLength(10);
		expect(accepted).toHaveLength(10);
		expect(accepted[0]).toBeLessThan(evaluated[9]);
		// Most connections are seen while items are still being evaluated.
		expect(accepted.filter((t) => t < evaluated[9]).length).toBeGreaterThanOrEqual(5);
	});

	test('the control: started without the pacer, every item is evaluated before any connection is seen', async () => {
		const { evaluated, accepted } = await tenItems(async (start) => await start());
		expect(accepted[0]).toBeGreaterThan(evaluated[9]);
	});

	test('cheap items start together in one turn: the pacer holds back only what exceeds its slice', async () => {
		// A slice no pause of a loaded machine uses up: this is about turns of the loop, not timing.
		const pace = itemPacer(1_000);
		const order: string[] = [];
		const starts = Array.from(
			{ length: 5 },
			async (_, i) => await pace(async () => void order.push(`item ${i}`)),
		);
		// A timer set now runs in the next turn of the loop: every cheap item started before it.
		const nextTurn = new Promise<void>((resolve) =>
			setTimeout(() => resolve(void order.push('next turn')), 0),
		);
		await Promise.all([...starts, nextTurn]);
		expect(order).toEqual(['item 0', 'item 1', 'item 2', 'item 3', 'item 4', 'next turn']);
	});

	test('the router starts its items through the pacer: ten reads at once, the first connection seen before the last item is evaluated', async () => {
		const { item, evaluated } = itemTimes();
		const resources = {
			contact: {
				operations: {
					get: {
						option: { name: 'Get', action: 'Get a contact', description: '', kind: 'read' },
						description: [],
						execute: async (itemIndex: number) => {
							await item();
							return { itemIndex };
						},
					},
				},
			},
		} as unknown as Resources;
		const input = Array.from({ length: 10 }, (_, i) => ({ json: { i } }));
		const context = executeContext(
			{
				type: 'workspaceCrm',
				parameters: { resource: 'contact', operation: 'get' },
				credentials: {},
			},
			input,
		);
		const [output] = await route.call(context, resources);
		expect(output.map((o) => [o.json.itemIndex, o.pairedItem])).toEqual(
			input.map((_, i) => [i, { item: i }]),
		);
		expect(accepted).toHaveLength(10);
		expect(accepted[0]).toBeLessThan(evaluated[9]);
	});
});
