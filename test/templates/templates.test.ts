import { NodeHelpers } from 'n8n-workflow';
import type { INode, INodeParameters, INodeType } from 'n8n-workflow';

import { perServiceTemplates } from '../../scripts/packaging/packages';
import { allInOneType } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import { operationsOf } from '../shared/operations';
import { credentialTypeOf, loadTemplates, startsFromTrigger } from '../e2e/templates';

/**
 * What every workflow template promises before it runs anywhere (the e2e suite runs each in a
 * real n8n): a business flow through two or more of the pack's interfaces, started by a trigger,
 * explained by sticky notes, mapping with expressions (no Code node), holding no credential or
 * secret, and every parameter of a pack node one the node has (a renamed parameter would be
 * dropped silently on import). A flow started by a webhook acts once per event: before its first
 * write, n8n's Remove Duplicates drops an event already seen (services deliver again), and a claim
 * in n8n's data table lets only the event's first execution go on (copies at once, bursts).
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

/** Whether a node of the pack (all-in-one or per-service type) writes with its resource and operation. */
function writes(node: INode): boolean {
	const type = packNodes[allInOneType(node.type)];
	if (!type || type.description.group.includes('trigger')) return false;
	const { resource, operation } = parametersOf(node, type);
	const handler = operationsOf(type).find(([, r, o]) => r === resource && o === operation);
	if (!handler) throw new Error(`${node.name}: no operation ${resource} → ${operation}`);
	return handler[3].option.kind === 'write';
}

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

/**
 * Remove Duplicates over previous executions of the whole workflow, on the event's own ID, that
 * lets the event on to the claim should it fail (n8n's first record of a workflow's history fails
 * for all but one of the executions making it at once: without this, their events would be lost).
 */
function deduplicatesEvents(node: INode, webhook: INode): boolean {
	const { operation, dedupeValue, options } = node.parameters as Json;
	return (
		node.type === 'n8n-nodes-base.removeDuplicates' &&
		node.onError === 'continueRegularOutput' &&
		node.typeVersion === 2 &&
		operation === 'removeItemsSeenInPreviousExecutions' &&
		options?.scope === 'workflow' &&
		new RegExp(`^=\\{\\{ ${eventIdOf(webhook)} \\}\\}$`).test(String(dedupeValue))
	);
}

/**
 * The claim, by the node that ends it: a Filter that lets an item through only without an earlier
 * claim (its `id` does not exist), fed by a Data table Get of the rows with the same claim and a
 * smaller id (at most one, an empty item when none), fed by a Data table Insert of the claim: the
 * workflow's ID and the event's own ID. Each node alone, on its only input.
 */
function claimsEvents(node: INode, webhook: INode, workflow: Json): boolean {
	const nodes = workflow.nodes as INode[];
	const feeding = (name: string) => {
		const from = Object.entries(workflow.connections as Record<string, any>).filter(([, c]) =>
			(c.main as Array<Array<{ node: string }>>).flat().some((link) => link.node === name),
		);
		return from.length === 1 ? nodes.find((n) => n.name === from[0][0]) : undefined;
	};
	const earlier = feeding(node.name);
	const claim = earlier && feeding(earlier.name);
	if (!earlier || !claim) return false;
	const filter = node.parameters as Json;
	const get = earlier.parameters as Json;
	const insert = claim.parameters as Json;
	const table = (n: INode) => n.type === 'n8n-nodes-base.dataTable' && n.typeVersion === 1;
	return (
		node.type === 'n8n-nodes-base.filter' &&
		JSON.stringify(filter.conditions.conditions.map((c: Json) => [c.leftValue, c.operator])) ===
			JSON.stringify([
				['={{ $json.id }}', { type: 'number', operation: 'notExists', singleValue: true }],
			]) &&
		table(earlier) &&
		get.operation === 'get' &&
		get.matchType === 'allConditions' &&
		get.limit === 1 &&
		earlier.alwaysOutputData === true &&
		JSON.stringify(get.filters.conditions) ===
			JSON.stringify([
				{ keyName: 'claim', condition: 'eq', keyValue: '={{ $json.claim }}' },
				{ keyName: 'id', condition: 'lt', keyValue: '={{ $json.id }}' },
			]) &&
		table(claim) &&
		insert.operation === 'insert' &&
		Object.keys(insert.columns.value).join() === 'claim' &&
		new RegExp(`^=\\{\\{ \\$workflow\\.id \\}\\}:\\{\\{ ${eventIdOf(webhook)} \\}\\}$`).test(
			insert.columns.value.claim,
		)
	);
}

/**
 * The writes reachable from the webhook without passing both the deduplication and then the
 * claim (none is the promise): a walk from the webhook that stops at a claim met after the
 * deduplication.
 */
function writesBeforeDeduplication(workflow: Json): string[] {
	const nodes = workflow.nodes as INode[];
	const webhook = startingWebhook(nodes);
	if (!webhook) return [];
	const byName = new Map(nodes.map((node) => [node.name, node]));
	const found = new Set<string>();
	const seen = new Set<string>();
	const walk = (name: string, deduplicated: boolean) => {
		if (seen.has(`${name}:${deduplicated}`)) return;
		seen.add(`${name}:${deduplicated}`);
		const node = byName.get(name)!;
		if (deduplicated && claimsEvents(node, webhook, workflow)) return;
		if (writes(node)) found.add(name);
		const next = deduplicated || (node !== webhook && deduplicatesEvents(node, webhook));
		for (const output of workflow.connections[name]?.main ?? [])
			for (const link of output ?? []) walk(link.node, next);
	};
	walk(webhook.name, false);
	return [...found];
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
	"%s/%s: every write comes after the deduplication and the claim on the event's ID",
	(_form, _file, workflow) => {
		const nodes = workflow.nodes as INode[];
		expect(nodes.filter((node) => writes(node)).length).toBeGreaterThan(0);
		expect(writesBeforeDeduplication(workflow)).toEqual([]);
		// Without either step, with a deduplication that stops the flow when it fails, or with a
		// claim that checks another key or lets every claim on,
		// the same check finds the writes (it is not vacuous).
		const broken = (change: (node: Json) => void) => {
			const copy = structuredClone(workflow) as Json;
			for (const node of copy.nodes as Json[]) change(node);
			return writesBeforeDeduplication(copy).length;
		};
		expect(
			broken((node) => {
				if (node.type === 'n8n-nodes-base.removeDuplicates')
					node.parameters.operation = 'removeDuplicateInputItems';
			}),
		).toBeGreaterThan(0);
		expect(
			broken((node) => {
				if (node.type === 'n8n-nodes-base.removeDuplicates') delete node.onError;
			}),
		).toBeGreaterThan(0);
		expect(
			broken((node) => {
				if (node.name === 'Claim Event')
					node.parameters.columns.value.claim = '={{ $workflow.id }}';
			}),
		).toBeGreaterThan(0);
		expect(
			broken((node) => {
				if (node.name === 'Earlier Claim') node.parameters.filters.conditions[1].condition = 'eq';
			}),
		).toBeGreaterThan(0);
		expect(
			broken((node) => {
				if (node.name === 'Earlier Claim') node.alwaysOutputData = false;
			}),
		).toBeGreaterThan(0);
	},
);

/**
 * A template started by a webhook saves its execution's progress after every node (n8n's workflow
 * setting "Save execution progress"): in queue mode a worker otherwise writes an execution only at
 * its end, so one killed halfway is kept as it started, and its retry runs again from the trigger,
 * where Once per Event, which already recorded the event, ends it without the work. With the
 * progress saved, the retry goes on from the node after the last one that finished (past the
 * deduplication and the claim). Measured by `npm run bench:crash`.
 */
test.each(webhookTemplates.map(([form, t]) => [form, t.file, t.workflow] as const))(
	'%s/%s: saves its execution progress, so that the retry of a crashed execution resumes after its claim',
	(_form, _file, workflow) => {
		expect((workflow as Json).settings?.saveExecutionProgress).toBe(true);
	},
);
