import type { INodeExecutionData } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { resourceProperties } from '../../nodes/shared/router';
import { DEFAULT_READS_AT_ONCE, MAX_ITEMS_AT_ONCE } from '../../nodes/shared/runOptions';
import type { Resources } from '../../nodes/shared/router';
import { billingTestbed } from '../billing/helpers';
import { TestCredentialsHelper } from '../harness/credentials';
import { makeNode } from '../harness/engine';
import { PACKAGE, packNodes } from '../harness/pack';
import { GET_CONTACT_BY_ITEM_ID, workspaceCrmTestbed } from '../workspaceCrm/helpers';

/**
 * The router's item loop with several items in flight (nodes/shared/router.ts). The sandbox holds
 * each answer back so that earlier items answer later: a router that placed outputs as they come,
 * or paired them by position in completion order, fails here.
 */

const crm = workspaceCrmTestbed();
const billing = billingTestbed();

const getById = GET_CONTACT_BY_ITEM_ID;
const create = (extra: object = {}) => ({
	resource: 'contact',
	operation: 'create',
	firstName: '={{$json.first}}',
	lastName: 'Parallel',
	...extra,
});
const pairing = (items: INodeExecutionData[]) => items.map((item) => item.pairedItem);
const indexes = (count: number) => Array.from({ length: count }, (_, i) => ({ item: i }));

/** Answers for the item at position i of `ids` held back longer the earlier the item is. */
function earlierIsSlower(ids: string[], base = 120, step = 6) {
	crm.sandbox.latency = ({ path }) => {
		const i = ids.findIndex((id) => path.endsWith(`/${id}`));
		return i < 0 ? 0 : base + (ids.length - i) * step;
	};
}
const answerOrder = (ids: string[]) =>
	crm.requests('GET').map((r) => ids.findIndex((id) => r.path.endsWith(`/${id}`)));

describe('items in parallel', () => {
	test(`reads start ${DEFAULT_READS_AT_ONCE} at once by default and take more as answers come; outputs keep the input order and each is paired with its input`, async () => {
		const contacts = crm.state().seedContacts(30);
		const ids = contacts.map((c) => c.id as string);
		earlierIsSlower(ids);
		const { items, error } = await crm.run(
			getById,
			ids.map((id) => ({ id })),
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.id)).toEqual(ids);
		expect(pairing(items)).toEqual(indexes(30));
		// The adaptive window (test/shared/window.test.ts): ten first, more once answers came back well.
		expect(crm.sandbox.maxInFlight).toBeGreaterThan(DEFAULT_READS_AT_ONCE);
		// The test means something only if answers did come back out of order.
		expect(answerOrder(ids)).not.toEqual([...answerOrder(ids)].sort((a, b) => a - b));
	});

	test('an item with several outputs has each of them paired with it, in input order', async () => {
		crm.state().seedContacts(10);
		// Item i lists 5 - i contacts; the longer lists answer later.
		crm.sandbox.latency = ({ query }) => (query.limit ? 40 * Number(query.limit) : 0);
		const input = [5, 4, 3, 2, 1].map((limit) => ({ limit }));
		const { items, error } = await crm.run(
			{
				resource: 'contact',
				operation: 'getAll',
				returnAll: false,
				limit: '={{$json.limit}}',
				simplify: false,
			},
			input,
		);
		expect(error).toBeUndefined();
		expect(crm.sandbox.maxInFlight).toBe(5);
		expect(pairing(items)).toEqual(
			[0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4].map((item) => ({ item })),
		);
		expect(crm.requests('GET').map((r) => r.query.limit)).toEqual(['1', '2', '3', '4', '5']);
	});

	test('writes run one at a time by default', async () => {
		crm.sandbox.latency = 15;
		const input = Array.from({ length: 6 }, (_, i) => ({ first: `W${i}` }));
		const { items, error } = await crm.run(create(), input);
		expect(error).toBeUndefined();
		expect(crm.sandbox.maxInFlight).toBe(1);
		expect(items.map((item) => item.json.firstName)).toEqual(input.map((i) => i.first));
	});

	test('Run Options > Items at Once sends writes several at once, outputs still in input order', async () => {
		// Each create answers sooner than the one sent before it.
		const input = Array.from({ length: 12 }, (_, i) => ({ first: `P${i}` }));
		let sent = 0;
		crm.sandbox.latency = ({ method }) => (method === 'POST' ? 200 - 15 * (sent++ % 6) : 0);
		const { items, error } = await crm.run(create({ runOptions: { itemsAtOnce: 6 } }), input);
		expect(error).toBeUndefined();
		expect(crm.sandbox.maxInFlight).toBe(6);
		expect(items.map((item) => item.json.firstName)).toEqual(input.map((i) => i.first));
		expect(pairing(items)).toEqual(indexes(12));
		const answered = crm.requests('POST').map((r) => r.body.firstName);
		expect(answered).not.toEqual(input.map((i) => i.first));
	});

	test('items started together read the credential once for the whole run', async () => {
		const ids = crm
			.state()
			.seedContacts(30)
			.map((c) => c.id as string);
		// Long enough that all ten are in flight before the first answers, even on a loaded machine.
		crm.sandbox.latency = 150;
		// n8n loads a credential from its database and decrypts it: that takes a while.
		const read = TestCredentialsHelper.prototype.getDecrypted;
		const reads = jest
			.spyOn(TestCredentialsHelper.prototype, 'getDecrypted')
			.mockImplementation(async function (this: TestCredentialsHelper, ...args) {
				await new Promise((resolve) => setTimeout(resolve, 30));
				return await read.apply(this, args);
			});
		try {
			const { error } = await crm.run(
				getById,
				ids.map((id) => ({ id })),
			);
			expect(error).toBeUndefined();
			expect(crm.sandbox.maxInFlight).toBeGreaterThanOrEqual(DEFAULT_READS_AT_ONCE);
			expect(reads).toHaveBeenCalledTimes(1);
		} finally {
			reads.mockRestore();
		}
	});

	test('Items at Once 1 makes reads sequential', async () => {
		const ids = crm
			.state()
			.seedContacts(5)
			.map((c) => c.id as string);
		crm.sandbox.latency = 10;
		const { error } = await crm.run(
			{ ...getById, runOptions: { itemsAtOnce: 1 } },
			ids.map((id) => ({ id })),
		);
		expect(error).toBeUndefined();
		expect(crm.sandbox.maxInFlight).toBe(1);
	});
});

describe('a failure with items in flight', () => {
	/** 12 reads, 4 at once; items 2 (answered slowly) and 5 (at once) do not exist. */
	async function failing(continueOnFail: boolean) {
		const ids = crm
			.state()
			.seedContacts(12)
			.map((c) => c.id as string);
		ids[2] = 'missing-2';
		ids[5] = 'missing-5';
		crm.sandbox.latency = ({ path }) =>
			path.endsWith('/missing-2') ? 400 : path.endsWith('/missing-5') ? 0 : 60;
		const run = await crm.run(
			{ ...getById, runOptions: { itemsAtOnce: 4 } },
			ids.map((id) => ({ id })),
			{ continueOnFail },
		);
		const sent = crm.requests('GET').map((r) => ids.findIndex((id) => r.path.endsWith(`/${id}`)));
		return { ...run, ids, sent };
	}

	test('the node fails on the lowest failing item after the requests in flight finished, naming the later items already sent', async () => {
		const { error, sent } = await failing(false);
		expect(error).toMatchObject({ httpCode: '404', context: { itemIndex: 2 } });
		const later = sent.filter((i) => i > 2).sort((a, b) => a - b);
		// Item 5 failed while item 2 was still waiting: later items were sent, not all of them.
		expect(later).toContain(5);
		expect(sent).not.toContain(11);
		expect(error!.context!.itemsAlsoSent).toEqual(later);
		expect(error!.description).toContain(
			`Items ${later.join(', ')} after it had already been sent`,
		);
		// Every request that was sent was answered before the node failed.
		expect(crm.requests('GET').every((r) => r.status > 0)).toBe(true);
		expect(crm.sandbox.inFlight).toBe(0);
	});

	test('with Continue On Fail, each failed item gets its error item and every other item its record, in input order', async () => {
		const { items, error, ids } = await failing(true);
		expect(error).toBeUndefined();
		expect(pairing(items)).toEqual(indexes(12));
		items.forEach((item, i) => {
			if (i === 2 || i === 5)
				expect(item.json).toMatchObject({ error: expect.any(String), httpCode: '404' });
			else expect(item.json.id).toBe(ids[i]);
		});
	});
});

describe('Billing charges in parallel', () => {
	test("with answers lost and retried, every charge is made exactly once and each output is its own item's charge", async () => {
		const customers = Array.from({ length: 10 }, (_, i) =>
			billing.state().seedVaultedCustomer(`vault_${i}`, { name: `Payer ${i}` }),
		);
		// Five charges are carried out but their answers are lost (500): the transport sends them again.
		billing.sandbox.failNext('pay_integration', 500, {
			count: 5,
			method: 'POST',
			afterHandling: true,
		});
		billing.sandbox.latency = 20;
		const { items, error } = await billing.run(
			{
				resource: 'charge',
				operation: 'create',
				customerId: '={{$json.id}}',
				productCode: 'setup_fee',
				runOptions: { itemsAtOnce: 10 },
			},
			customers.map((c) => ({ id: c.id })),
		);
		expect(error).toBeUndefined();
		expect(billing.sandbox.maxInFlight).toBeGreaterThan(1);
		const posts = billing.sandbox.requestsTo('pay_integration', 'POST', '/v1/charges');
		expect(posts).toHaveLength(15);
		expect(posts.filter((r) => r.status === 500)).toHaveLength(5);
		expect(billing.state().charges.size).toBe(10);
		expect(billing.state().processorLedger).toHaveLength(10);
		expect(items.map((item) => item.json.customerId)).toEqual(customers.map((c) => c.id));
		expect(new Set(items.map((item) => item.json.idempotencyKey)).size).toBe(10);
	});

	test('300 reads at the defaults under the 60-per-window limiter: no request fails, the 429s are few', async () => {
		billing.state().limiter = { limit: 60, windowMs: 1000 };
		billing.sandbox.latency = 5;
		const customers = Array.from({ length: 300 }, (_, i) =>
			billing.state().seedCustomer({ name: `Reader ${i}` }),
		);
		const { items, error } = await billing.run(
			{ resource: 'customer', operation: 'get', customerId: '={{$json.id}}' },
			customers.map((c) => ({ id: c.id })),
		);
		const requests = billing.sandbox.requestsTo('pay_integration');
		const refused = requests.filter((r) => r.status === 429).length;
		process.stdout.write(
			`limiter, 300 reads at the defaults: ${requests.length} requests, ${refused} answered 429 (then retried), 0 failed\n`,
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.id)).toEqual(customers.map((c) => c.id));
		expect(billing.sandbox.maxInFlight).toBeGreaterThan(1);
		expect(refused).toBeLessThanOrEqual(10);
		expect(requests.length - refused).toBe(300);
	});
});

describe('the Items at Once option', () => {
	const actionNodes = Object.entries(packNodes).filter(([, node]) => node.execute);

	test.each(actionNodes.map(([type]) => [type]))('%s offers it on every operation', (type) => {
		const node = packNodes[type];
		const property = node.description.properties.find((p) => p.name === 'runOptions');
		expect(property).toMatchObject({ type: 'collection', displayName: 'Run Options' });
		expect(property!.displayOptions).toBeUndefined();
		const item = (property!.options as Array<{ name: string; typeOptions?: object }>).find(
			(o) => o.name === 'itemsAtOnce',
		);
		expect(item?.typeOptions).toEqual({ minValue: 1, maxValue: MAX_ITEMS_AT_ONCE });
		expect(MAX_ITEMS_AT_ONCE).toBeGreaterThanOrEqual(50);
		// Kept by n8n's parameter resolution, as the editor saves it.
		const saved = makeNode({
			type: type.slice(PACKAGE.length + 1),
			parameters: { runOptions: { itemsAtOnce: 3 } },
			credentials: {},
		});
		expect(saved.parameters.runOptions).toEqual({ itemsAtOnce: 3 });
	});

	test('every operation declares itself a read or a write, and none that changes something is a read', () => {
		const resources: Record<string, Resources> = Object.fromEntries(
			actionNodes.map(([type]) => [
				type,
				require(`../../nodes/${nodeFolder(type)}/${nodeFolder(type)}.node`).resources as Resources,
			]),
		);
		const reads: string[] = [];
		for (const [type, byResource] of Object.entries(resources)) {
			for (const [resource, { operations }] of Object.entries(byResource)) {
				for (const [operation, handler] of Object.entries(operations)) {
					expect([operation, ['read', 'write'].includes(handler.option.kind)]).toEqual([
						operation,
						true,
					]);
					if (handler.option.kind === 'read')
						reads.push(`${type.split('.')[1]} ${resource}.${operation}`);
				}
			}
		}
		// No operation that changes something (create, update, delete or an action) runs as a read.
		const writes =
			/\.(create\w*|update\w*|delete|cancel|refund|stamp|approve|calculate|terminate|send\w*|import|pair|unpair|upload|move|won|lost|vault|replaceItems|changeCustomer|reactivate|deactivate|adjust|transfer|configure|schedule|reschedule|submit\w*|add[A-Z]\w*|assign|set[A-Z]\w*|invite|export|remoteAction)$/;
		for (const read of reads) expect(read).not.toMatch(writes);
		expect(reads).toEqual(
			expect.arrayContaining([
				'workspaceCrm contact.get',
				'salesCrm deal.getAll',
				'billing subscription.getAll',
				'payments report.revenue',
				// Once run one item at a time: their executes came from local builders the read mark missed.
				'chat contact.get',
				'chat contact.getAll',
				'chat conversation.get',
				'invoicing invoice.downloadPdf',
				'invoicing invoice.downloadXml',
				'invoicing paymentReceipt.downloadPdf',
				'invoicing paymentReceipt.downloadXml',
				'invoicing report.cancellations',
				'invoicing report.income',
				'invoicing report.receivables',
				'invoicing report.taxes',
				'invoicing satCatalog.getCfdiUses',
				'invoicing satCatalog.getPaymentForms',
				'invoicing satCatalog.getTaxRegimes',
				'invoicing satCatalog.searchProductKeys',
				'invoicing satCatalog.searchUnitKeys',
				'invoicingLookup taxpayer.lookUp',
			]),
		);
		expect(reads).not.toEqual(expect.arrayContaining(['billing charge.create']));
	});

	test("resourceProperties adds it after every operation's parameters", () => {
		const resources: Resources = {
			thing: {
				name: 'Thing',
				operations: {
					get: {
						option: { name: 'Get', action: 'Get a thing', description: '', kind: 'read' },
						description: [],
						execute: async () => ({}),
						output: { kind: 'record' },
					},
				},
			},
		};
		const properties = resourceProperties(resources, 'thing');
		expect(properties.at(-1)!.name).toBe('runOptions');
		expect(
			NodeHelpers.getNodeParameters(
				properties,
				{ resource: 'thing', operation: 'get' },
				true,
				false,
				null,
				null,
			),
		).toMatchObject({ runOptions: {} });
	});
});

const nodeFolder = (type: string) => {
	const name = type.split('.')[1];
	return name.charAt(0).toUpperCase() + name.slice(1);
};
