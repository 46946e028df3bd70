import { NodeHelpers } from 'n8n-workflow';
import type { INode, INodeParameters, INodeType } from 'n8n-workflow';

import { perServiceTemplates } from '../../scripts/packaging/packages';
import { allInOneType } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import { operationsOf } from '../shared/operations';
import { credentialTypeOf, loadTemplates, startsFromTrigger } from '../e2e/templates';
import { UNGUARDED_WRITES, guardOf } from './retriedWrites';

/**
 * What every workflow template promises before it runs anywhere (the e2e suite runs each in a
 * real n8n): a business flow through two or more of the pack's interfaces, started by a trigger,
 * explained by sticky notes, mapping with expressions (no Code node), holding no credential or
 * secret, and every parameter of a pack node one the node has (a renamed parameter would be
 * dropped silently on import). A flow started by a webhook acts once per event: before its first
 * write, a claim in n8n's data table lets only the delivery that claimed the event first go on
 * (services deliver again; copies at once, bursts), and the retry of its execution too.
 */

const templates = loadTemplates();

/** A node's parameters as the editor resolves them on import: defaults filled in, unknown ones dropped. */
const parametersOf = (node: INode, type: INodeType) =>
	NodeHelpers.getNodeParameters(
		type.description.properties,
		node.parameters,
		true,
		false,
		node,
		type.description,
	) as INodeParameters;
const interfaceOf = (type: string) => type.replace(/^n8n-nodes-bizops\.(\w+?)(Trigger)?$/, '$1');

test('ten or more templates', () => {
	expect(templates.length).toBeGreaterThanOrEqual(10);
});

describe.each(templates.map((t) => [t.file, t] as const))('%s', (_file, { workflow }) => {
	const nodes = workflow.nodes as unknown as INode[];
	const pack = nodes.filter((node) => node.type.startsWith('n8n-nodes-bizops.'));

	test('goes through two or more interfaces of the pack, from a trigger', () => {
		expect(new Set(pack.map((node) => interfaceOf(node.type))).size).toBeGreaterThanOrEqual(2);
		expect(startsFromTrigger(workflow)).toBe(true);
	});

	test('explains the flow and what to set in sticky notes', () => {
		const notes = nodes.filter((node) => node.type === 'n8n-nodes-base.stickyNote');
		expect(notes.map((note) => note.name).sort()).toEqual(['About this flow', 'What to set']);
		expect(String(notes.find((n) => n.name === 'What to set')!.parameters.content)).toMatch(
			/Credentials:/,
		);
	});

	test('gives every node its own ID of at most 36 characters, as n8n keeps a published trigger in its database', () => {
		const ids = nodes.map((node) => node.id);
		expect(ids.filter((id) => !id || id.length > 36)).toEqual([]);
		expect(new Set(ids).size).toBe(ids.length);
	});

	test('maps with expressions, holds no credential and no secret', () => {
		expect(nodes.filter((node) => /code|function/i.test(node.type))).toEqual([]);
		expect(nodes.filter((node) => node.credentials)).toEqual([]);
		expect(JSON.stringify(workflow)).not.toMatch(/token|api[_-]?key|password|secret/i);
	});

	test('every parameter of a pack node is one the node has, every node is named once and connected', () => {
		for (const node of pack) {
			const type = packNodes[node.type];
			expect([node.name, type ? 'known' : 'unknown type']).toEqual([node.name, 'known']);
			expect(credentialTypeOf(node.type)).toBeDefined();
			const resolved = parametersOf(node, type);
			// (n8n adds Poll Times to every polling node)
			const dropped = Object.keys(node.parameters).filter(
				(name) => !(name in resolved) && !(name === 'pollTimes' && type.description.polling),
			);
			expect([node.name, dropped]).toEqual([node.name, []]);
		}
		const names = nodes.map((node) => node.name);
		expect(new Set(names).size).toBe(names.length);
		const targets = Object.values(workflow.connections as Record<string, any>).flatMap((c) =>
			(c.main as Array<Array<{ node: string }>>).flat().map((link) => link.node),
		);
		const working = nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote');
		expect(targets.filter((target) => !names.includes(target))).toEqual([]);
		expect(working.slice(1).filter((node) => !targets.includes(node.name))).toEqual([]);
	});
});

type Json = Record<string, any>;

/** What a node of the pack (all-in-one or per-service type) does: read or write, and on which resource. */
function operationOf(node: INode): { reads: boolean; writes: boolean; resource: unknown } {
	const type = packNodes[allInOneType(node.type)];
	if (!type || type.description.group.includes('trigger'))
		return { reads: false, writes: false, resource: undefined };
	const { resource, operation } = parametersOf(node, type);
	const handler = operationsOf(type).find(([, r, o]) => r === resource && o === operation);
	if (!handler) throw new Error(`${node.name}: no operation ${resource} → ${operation}`);
	const { kind } = handler[3].option;
	return { reads: kind === 'read', writes: kind === 'write', resource };
}
const writes = (node: INode) => operationOf(node).writes;

/** A webhook the flow starts from: a trigger of the pack with a webhook, or n8n's own Webhook node. */
function startingWebhook(nodes: INode[]): INode | undefined {
	return nodes.find(
		(node) =>
			node.type === 'n8n-nodes-base.webhook' ||
			(packNodes[allInOneType(node.type)]?.description.webhooks ?? []).length > 0,
	);
}

/** The expression of the event's own ID in the webhook's item */
const eventIdOf = (webhook: INode) =>
	webhook.type === 'n8n-nodes-base.webhook'
		? String.raw`\$json\.body\.\w+`
		: String.raw`\$json\.eventId`;

/** The one node `name` is fed by (undefined when none or several) */
function feeding(workflow: Json, name: string): INode | undefined {
	const from = Object.entries(workflow.connections as Record<string, any>).filter(([, c]) =>
		(c.main as Array<Array<{ node: string }>>).flat().some((link) => link.node === name),
	);
	return from.length === 1
		? (workflow.nodes as INode[]).find((n) => n.name === from[0][0])
		: undefined;
}

/**
 * Whether the item reaching `node` carries the delivery's own `receiptId`, the same in a retry of
 * its execution: from one of the pack's triggers (which makes one per delivery) through filters
 * only (they pass items unchanged), or from n8n's Webhook through a Set step naming it after the
 * execution's ID (n8n's Webhook makes none; a retry keeps the step's saved output).
 */
function carriesReceipt(workflow: Json, node: INode, webhook: INode): boolean {
	for (let from = feeding(workflow, node.name); from; from = feeding(workflow, from.name)) {
		if (from === webhook) return webhook.type !== 'n8n-nodes-base.webhook';
		if (from.type === 'n8n-nodes-base.filter') continue;
		const set = from.parameters as Json;
		return (
			webhook.type === 'n8n-nodes-base.webhook' &&
			feeding(workflow, from.name) === webhook &&
			from.type === 'n8n-nodes-base.set' &&
			set.includeOtherFields === true &&
			JSON.stringify(set.assignments.assignments.map((a: Json) => [a.name, a.value])) ===
				JSON.stringify([['receiptId', '={{ $execution.id }}']])
		);
	}
	return false;
}

/**
 * The claim, by the node that ends it: a Filter that lets an item through only when the
 * event's earliest claim carries this delivery's receipt, fed by a Data table Get of the rows
 * with the same claim, the earliest (smallest id) only, fed by a Data table Insert of the claim
 * (the workflow's ID and the event's own ID) and the delivery's `receiptId`. Each node alone, on
 * its only input. A copy of the event stops there whenever it comes (its receipt is another); the
 * retry of the first claimant's execution, which inserts its claim again with the same receipt,
 * goes on.
 */
function claimsEvents(node: INode, webhook: INode, workflow: Json): boolean {
	const earliest = feeding(workflow, node.name);
	const claim = earliest && feeding(workflow, earliest.name);
	if (!earliest || !claim) return false;
	const filter = node.parameters as Json;
	const get = earliest.parameters as Json;
	const insert = claim.parameters as Json;
	const table = (n: INode) => n.type === 'n8n-nodes-base.dataTable' && n.typeVersion === 1;
	return (
		node.type === 'n8n-nodes-base.filter' &&
		JSON.stringify(
			filter.conditions.conditions.map((c: Json) => [c.leftValue, c.rightValue, c.operator]),
		) ===
			JSON.stringify([
				[
					'={{ $json.receipt }}',
					`={{ $('${claim.name}').item.json.receipt }}`,
					{ type: 'string', operation: 'equals' },
				],
			]) &&
		table(earliest) &&
		get.operation === 'get' &&
		get.matchType === 'allConditions' &&
		get.limit === 1 &&
		get.orderBy === true &&
		get.orderByColumn === 'id' &&
		get.orderByDirection === 'ASC' &&
		JSON.stringify(get.filters.conditions) ===
			JSON.stringify([{ keyName: 'claim', condition: 'eq', keyValue: '={{ $json.claim }}' }]) &&
		table(claim) &&
		insert.operation === 'insert' &&
		Object.keys(insert.columns.value).sort().join() === 'claim,receipt' &&
		new RegExp(`^=\\{\\{ \\$workflow\\.id \\}\\}:\\{\\{ ${eventIdOf(webhook)} \\}\\}$`).test(
			insert.columns.value.claim,
		) &&
		insert.columns.value.receipt === '={{ $json.receiptId }}' &&
		carriesReceipt(workflow, claim, webhook)
	);
}

/** The writes reachable from the webhook without passing the claim (none is the promise) */
function writesBeforeClaim(workflow: Json): string[] {
	const nodes = workflow.nodes as INode[];
	const webhook = startingWebhook(nodes);
	if (!webhook) return [];
	const byName = new Map(nodes.map((node) => [node.name, node]));
	const found = new Set<string>();
	const seen = new Set<string>();
	const walk = (name: string) => {
		if (seen.has(name)) return;
		seen.add(name);
		const node = byName.get(name)!;
		if (claimsEvents(node, webhook, workflow)) return;
		if (writes(node)) found.add(name);
		for (const output of workflow.connections[name]?.main ?? [])
			for (const link of output ?? []) walk(link.node);
	};
	walk(webhook.name);
	return [...found];
}

/**
 * The claim as it was before issue 55 (a row without receipt; go on when no row of the claim has
 * a smaller id): the retry of an execution that had claimed the event finds its first try's row
 * and stops, so the event is never done.
 */
function backToClaimWithoutReceipt(node: Json) {
	if (node.name === 'Claim Event') delete node.parameters.columns.value.receipt;
	if (node.name === 'Earliest Claim') {
		node.parameters.filters.conditions.push({
			keyName: 'id',
			condition: 'lt',
			keyValue: '={{ $json.id }}',
		});
		node.alwaysOutputData = true;
	}
	if (node.name === 'First Claim?')
		node.parameters.conditions.conditions = [
			{
				id: 'first-claim',
				leftValue: '={{ $json.id }}',
				rightValue: '',
				operator: { type: 'number', operation: 'notExists', singleValue: true },
			},
		];
}

const webhookTemplates = [
	...templates.map((t) => ['templates', t] as const),
	...perServiceTemplates().map((t) => ['packages/templates', t] as const),
].filter(([, t]) => startingWebhook(t.workflow.nodes as INode[]));

test("the templates started by a webhook (ours or n8n's) are the five that take deliveries", () => {
	expect(webhookTemplates.filter(([form]) => form === 'templates').map(([, t]) => t.file)).toEqual([
		'candidate-hired-to-payroll-and-onboarding',
		'deal-won-to-subscription-and-payment-link',
		'meeting-summary-to-crm-activity',
		'new-conversation-crm-lookup',
		'payment-received-to-invoice',
	]);
});

test.each(webhookTemplates.map(([form, t]) => [form, t.file, t.workflow] as const))(
	"%s/%s: every write comes after the claim on the event's ID and the delivery's receipt",
	(_form, _file, workflow) => {
		const nodes = workflow.nodes as INode[];
		expect(nodes.filter((node) => writes(node)).length).toBeGreaterThan(0);
		expect(writesBeforeClaim(workflow)).toEqual([]);
		// With the claim as it was, or one that checks another key, lets every claim on, asks a
		// later row, or names the receipt after the execution (a retry is another execution), the
		// same check finds the writes (it is not vacuous).
		const broken = (change: (node: Json) => void) => {
			const copy = structuredClone(workflow) as Json;
			for (const node of copy.nodes as Json[]) change(node);
			return writesBeforeClaim(copy).length;
		};
		const mutations: Array<(node: Json) => void> = [
			backToClaimWithoutReceipt,
			(node) => {
				if (node.name === 'Claim Event')
					node.parameters.columns.value.claim = '={{ $workflow.id }}';
			},
			(node) => {
				if (node.name === 'Earliest Claim') node.parameters.orderByDirection = 'DESC';
			},
			(node) => {
				if (node.name === 'First Claim?')
					node.parameters.conditions.conditions[0].operator.operation = 'notEquals';
			},
			(node) => {
				if (node.name === 'Claim Event')
					node.parameters.columns.value.receipt = '={{ $execution.id }}';
			},
			(node) => {
				if (node.name === 'Receipt') node.parameters.includeOtherFields = false;
				else if (node.type === 'n8n-nodes-base.filter' && node.name !== 'First Claim?')
					node.type = 'n8n-nodes-base.set';
				else if (node.name === 'Claim Event' && !nodes.some((n) => n.name === 'Receipt'))
					node.parameters.columns.value.receipt = "={{ $('Claim Event').item.json.id }}";
			},
		];
		expect(mutations.map(broken).map((found) => found > 0)).toEqual(mutations.map(() => true));
	},
);

/**
 * A template started by a webhook saves its execution's progress after every node (n8n's workflow
 * setting "Save execution progress"): in queue mode a worker otherwise writes an execution only at
 * its end, so one killed halfway is kept as it started, and its retry runs every node again, the
 * writes it had already made too. With the progress saved, the retry goes on from the node after
 * the last one that finished. Measured by `npm run bench:crash`.
 */
test.each(webhookTemplates.map(([form, t]) => [form, t.file, t.workflow] as const))(
	'%s/%s: saves its execution progress, so that the retry of a crashed execution resumes after its claim',
	(_form, _file, workflow) => {
		expect((workflow as Json).settings?.saveExecutionProgress).toBe(true);
	},
);

/**
 * The retry of a crashed execution resumes after the last node whose progress n8n saved, and a
 * worker goes on writing while PostgreSQL is away (no progress saved): so a write after the claim
 * is made only when a look-up of the same reference, just before it, finds no record (a retry
 * skips what its first try made), unless retriedWrites.ts lists it with the reason it may stay.
 */
describe.each(webhookTemplates.map(([form, t]) => [form, t.file, t.workflow] as const))(
	'%s/%s',
	(_form, file, workflow) => {
		const nodes = workflow.nodes as INode[];
		const webhook = startingWebhook(nodes)!;
		const unguarded = UNGUARDED_WRITES[file] ?? {};
		const guarded = nodes.filter((node) => writes(node) && !(node.name in unguarded));
		const guardsOf = (copy: Json) =>
			guarded.map((write) =>
				guardOf(
					copy,
					(copy.nodes as INode[]).find((n) => n.name === write.name)!,
					webhook,
					operationOf,
				),
			);

		test('a retry makes no write its first try made: each looked up first, or listed with its reason', () => {
			expect(
				Object.keys(unguarded).filter((name) => !nodes.some((n) => n.name === name && writes(n))),
			).toEqual([]);
			expect(guardsOf(workflow).filter((guard) => typeof guard === 'string')).toEqual([]);
			// Each unguarded one is really without a guard (the list says why, not a guard forgotten).
			for (const name of Object.keys(unguarded))
				expect([
					name,
					typeof guardOf(
						workflow,
						nodes.find((n) => n.name === name)!,
						webhook,
						operationOf,
					),
				]).toEqual([name, 'string']);
		});

		if (guarded.length)
			test('the check finds a write whose guard is broken (it is not vacuous)', () => {
				const guards = guardsOf(workflow) as Array<{
					guard: string;
					lookUp: string;
					reference: string;
				}>;
				const broken = (
					change: (copy: Json, guard: (typeof guards)[number], write: string) => void,
				) => {
					const copy = structuredClone(workflow) as Json;
					guards.forEach((guard, i) => change(copy, guard, guarded[i].name));
					return guardsOf(copy).filter((found) => typeof found === 'string').length;
				};
				const node = (copy: Json, name: string) =>
					(copy.nodes as Json[]).find((n) => n.name === name)!;
				const mutations: Array<
					(copy: Json, guard: (typeof guards)[number], write: string) => void
				> = [
					// written when the look-up found the record
					(copy, { guard }) => copy.connections[guard].main.reverse(),
					// the IF run for each record found: one write per record not of this event
					(copy, { guard }) => delete node(copy, guard).executeOnce,
					// nothing found, nothing goes on: the write is never made
					(copy, { lookUp }) => delete node(copy, lookUp).alwaysOutputData,
					// the write does not carry the reference the look-up compares
					(copy, { reference }, write) => {
						const made = node(copy, write);
						made.parameters = JSON.parse(
							JSON.stringify(made.parameters).split(reference).join('$json.id'),
						);
					},
					// the look-up's answer not asked
					(copy, { guard, lookUp }, write) => {
						copy.connections[lookUp].main = [[{ node: write, type: 'main', index: 0 }]];
						delete copy.connections[guard];
					},
				];
				expect(mutations.map(broken)).toEqual(mutations.map(() => guarded.length));
			});
	},
);
