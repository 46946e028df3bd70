import { NodeHelpers } from 'n8n-workflow';
import type { INode, INodeParameters, INodeType } from 'n8n-workflow';

import { perServiceTemplates } from '../../scripts/packaging/packages';
import { allInOneType } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import { operationsOf } from '../shared/operations';
import {
	credentialTypeOf,
	isTrigger,
	loadTemplates,
	reachableFrom,
	startsFromTrigger,
} from '../e2e/templates';
import type { GuardContext } from './retriedWrites';
import { MATCHED_BY, ONE_PER_EVENT, UNGUARDED_WRITES, guardOf } from './retriedWrites';

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
		// Only a trigger starts a flow: every other node is linked from one.
		expect(working.filter((node) => !isTrigger(node) && !targets.includes(node.name))).toEqual([]);
		expect(working.filter((node) => !targets.includes(node.name)).length).toBeGreaterThan(0);
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
/** Whether a write of the pack looks for its record first: the option, as the editor resolves it */
const looksFirst = (node: INode) =>
	parametersOf(node, packNodes[allInOneType(node.type)]).findFirst === true;

/**
 * The webhooks the flow starts from: triggers of the pack with a webhook, or n8n's own Webhook
 * node (the onboarding flow has both: the hire, then HR's answer). Each starts a branch of its
 * own, with its own claim, done marks and guards.
 */
function startingWebhooks(nodes: INode[]): INode[] {
	return nodes.filter(
		(node) =>
			node.type === 'n8n-nodes-base.webhook' ||
			(packNodes[allInOneType(node.type)]?.description.webhooks ?? []).length > 0,
	);
}

/** The expression of the event's own ID in the webhook's item (n8n's Webhook: its body or query) */
const eventIdOf = (webhook: INode) =>
	webhook.type === 'n8n-nodes-base.webhook'
		? String.raw`\$json\.(?:body|query)\.\w+`
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
		// (by name: the checks run on changed copies of the workflow, the webhook given from another)
		if (from.name === webhook.name) return webhook.type !== 'n8n-nodes-base.webhook';
		if (from.type === 'n8n-nodes-base.filter') continue;
		const set = from.parameters as Json;
		return (
			webhook.type === 'n8n-nodes-base.webhook' &&
			feeding(workflow, from.name)?.name === webhook.name &&
			from.type === 'n8n-nodes-base.set' &&
			set.includeOtherFields === true &&
			JSON.stringify(set.assignments.assignments.map((a: Json) => [a.name, a.value])) ===
				JSON.stringify([['receiptId', '={{ $execution.id }}']])
		);
	}
	return false;
}

const dataTable = (node: INode | undefined) =>
	node?.type === 'n8n-nodes-base.dataTable' && node.typeVersion === 1;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** `$('Claim Event').first().json.<field>`, as an expression's body */
const claimed = (claim: INode, field: string) => `$('${claim.name}').first().json.${field}`;

/**
 * The claim with its lease (issue 55), by the node that ends it: a Switch whose first output
 * (Done: the event's first claim row is marked done) leads nowhere, whose second (Ours: the row
 * holds this delivery's receipt) goes on, and whose fallback (Held Elsewhere) only stops with an
 * error, so that with the trigger's *When the Workflow Finishes* the service is answered 500 and
 * sends the event again later. It is fed by a Data table Get of the event's first row (Current
 * Claim), fed by the takeover: ONE Update of the first row found (Earliest Claim) matching its
 * claim, its old receipt and its old `takenAt`, not done and taken longer ago than the lease,
 * which sets this delivery's receipt and time (of two redeliveries only one matches; the other
 * then finds the row holding another receipt); it outputs an item when it matched nothing, so the
 * flow goes on to the read. Earliest Claim is fed by the Insert of the claim (the workflow's ID
 * and the event's own ID), the delivery's `receiptId`, the time and `done` false. Each node
 * alone, on its only input. A copy of the event stops there whenever it comes (its receipt is
 * another); the retry of the claimant's execution, which inserts its claim again with the same
 * receipt, goes on.
 */
function claimsEvents(node: INode, webhook: INode, workflow: Json): boolean {
	const current = feeding(workflow, node.name);
	const takeOver = current && feeding(workflow, current.name);
	const earliest = takeOver && feeding(workflow, takeOver.name);
	const claim = earliest && feeding(workflow, earliest.name);
	if (!current || !takeOver || !earliest || !claim) return false;
	const switchOn = node.parameters as Json;
	const [done, ours, held] = ((workflow.connections as Json)[node.name]?.main ??
		[]) as Array<Array<{ node: string }> | null>;
	const stopsOnly = (links: Array<{ node: string }> | null | undefined) =>
		!!links?.length &&
		links.every(
			(link) =>
				(workflow.nodes as INode[]).find((n) => n.name === link.node)?.type ===
					'n8n-nodes-base.stopAndError' && !(workflow.connections as Json)[link.node],
		);
	const firstRow = (get: INode, claimExpression: string) => {
		const p = get.parameters as Json;
		return (
			dataTable(get) &&
			p.operation === 'get' &&
			p.matchType === 'allConditions' &&
			p.limit === 1 &&
			p.orderBy === true &&
			p.orderByColumn === 'id' &&
			p.orderByDirection === 'ASC' &&
			sameJson(p.filters.conditions, [
				{ keyName: 'claim', condition: 'eq', keyValue: claimExpression },
			])
		);
	};
	const update = takeOver.parameters as Json;
	const [age, ...matching] = [...(update.filters?.conditions ?? [])].reverse();
	const insert = claim.parameters as Json;
	return (
		node.type === 'n8n-nodes-base.switch' &&
		sameJson(
			switchOn.rules.values.map((rule: Json) =>
				rule.conditions.conditions.map((c: Json) => [c.leftValue, c.rightValue, c.operator]),
			),
			[
				[['={{ $json.done }}', '', { type: 'boolean', operation: 'true', singleValue: true }]],
				[
					[
						'={{ $json.receipt }}',
						`={{ ${claimed(claim, 'receipt')} }}`,
						{ type: 'string', operation: 'equals' },
					],
				],
			],
		) &&
		switchOn.options?.fallbackOutput === 'extra' &&
		!done?.length &&
		!!ours?.length &&
		stopsOnly(held) &&
		firstRow(current, `={{ ${claimed(claim, 'claim')} }}`) &&
		dataTable(takeOver) &&
		update.operation === 'update' &&
		update.matchType === 'allConditions' &&
		sameJson(matching.reverse(), [
			{ keyName: 'claim', condition: 'eq', keyValue: '={{ $json.claim }}' },
			{ keyName: 'receipt', condition: 'eq', keyValue: '={{ $json.receipt }}' },
			{ keyName: 'takenAt', condition: 'eq', keyValue: '={{ $json.takenAt }}' },
			{ keyName: 'done', condition: 'isFalse' },
		]) &&
		age?.keyName === 'takenAt' &&
		age.condition === 'lt' &&
		/^=\{\{ \$now\.minus\(\{ minutes: [1-9]\d* \}\)\.toISO\(\) \}\}$/.test(age.keyValue) &&
		sameJson(update.columns.value, {
			receipt: `={{ ${claimed(claim, 'receipt')} }}`,
			takenAt: '={{ $now.toISO() }}',
		}) &&
		takeOver.alwaysOutputData === true &&
		firstRow(earliest, '={{ $json.claim }}') &&
		dataTable(claim) &&
		insert.operation === 'insert' &&
		Object.keys(insert.columns.value).sort().join() === 'claim,done,receipt,takenAt' &&
		// (a word may name what is claimed: `hired:` before a candidate's ID, which is no event's)
		new RegExp(
			`^=\\{\\{ \\$workflow\\.id \\}\\}:(?:[a-z]+:)?\\{\\{ ${eventIdOf(webhook)} \\}\\}$`,
		).test(insert.columns.value.claim) &&
		insert.columns.value.receipt === '={{ $json.receiptId }}' &&
		insert.columns.value.takenAt === '={{ $now.toISO() }}' &&
		insert.columns.value.done === false &&
		carriesReceipt(workflow, claim, webhook)
	);
}

/** The node that ends the claim (checked by claimsEvents) */
const claimOf = (workflow: Json, webhook: INode) =>
	(workflow.nodes as INode[]).find((node) => claimsEvents(node, webhook, workflow));

/** Whether `node` marks this delivery's claim done: an Update, once, of its own row (claim and receipt) */
function marksDone(node: INode, claim: INode): boolean {
	const p = node.parameters as Json;
	return (
		dataTable(node) &&
		p.operation === 'update' &&
		p.matchType === 'allConditions' &&
		node.executeOnce === true &&
		sameJson(p.filters?.conditions, [
			{ keyName: 'claim', condition: 'eq', keyValue: `={{ ${claimed(claim, 'claim')} }}` },
			{ keyName: 'receipt', condition: 'eq', keyValue: `={{ ${claimed(claim, 'receipt')} }}` },
		]) &&
		sameJson(p.columns?.value, { done: true })
	);
}

/**
 * Where the lease's done mark is missing: every way the flow can end after the claim (a node's
 * output linked to nothing; an IF has two) must pass a done mark, and no write may follow the
 * mark, except after a Wait right behind it (n8n answers the service when an execution starts
 * waiting, and a wait has no bound the lease could outlast). Answers the ends without the mark
 * and the writes after it.
 */
function doneMarkMissing(workflow: Json, webhook: INode): string[] {
	const nodes = workflow.nodes as INode[];
	const claimNode = claimOf(workflow, webhook);
	if (!claimNode) return ['no claim'];
	const claim = feeding(
		workflow,
		feeding(workflow, feeding(workflow, feeding(workflow, claimNode.name)!.name)!.name)!.name,
	)!;
	const byName = new Map(nodes.map((node) => [node.name, node]));
	const outputsOf = (node: INode) => {
		const main = ((workflow.connections as Json)[node.name]?.main ?? []) as Array<Array<{
			node: string;
		}> | null>;
		const count = Math.max(main.length, node.type === 'n8n-nodes-base.if' ? 2 : 1);
		return Array.from({ length: count }, (_, i) => (main[i] ?? []).map((l) => byName.get(l.node)!));
	};
	const missing: string[] = [];
	const afterMark = (node: INode, seen: Set<string>) => {
		if (seen.has(node.name)) return;
		seen.add(node.name);
		if (node.type === 'n8n-nodes-base.wait') return;
		if (writes(node)) missing.push(`${node.name} writes after the done mark`);
		for (const next of outputsOf(node).flat()) afterMark(next, seen);
	};
	const walk = (node: INode, path: string[]) => {
		if (path.includes(node.name)) return;
		if (marksDone(node, claim)) {
			for (const next of outputsOf(node).flat()) afterMark(next, new Set());
			return;
		}
		outputsOf(node).forEach((next, output) => {
			if (!next.length) missing.push(`${node.name} (output ${output}) ends without the done mark`);
			for (const n of next) walk(n, [...path, node.name]);
		});
	};
	for (const next of outputsOf(claimNode)[1]) walk(next, []);
	return missing;
}

/** The writes reachable from a webhook without passing its claim (none is the promise) */
function writesBeforeClaim(workflow: Json): string[] {
	const nodes = workflow.nodes as INode[];
	return startingWebhooks(nodes).flatMap((webhook) => writesBeforeClaimOf(workflow, webhook));
}

function writesBeforeClaimOf(workflow: Json, webhook: INode): string[] {
	const nodes = workflow.nodes as INode[];
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
 * The claim as it was before the lease: the event's first row decides alone (its receipt goes on,
 * any other ends), so a redelivery after a first try killed past the claim ends there, and the
 * event is lost.
 */
function withoutLease(copy: Json, { takeOver, current, earliest }: ClaimRoles) {
	copy.nodes = (copy.nodes as Json[]).filter((n) => n.name !== takeOver && n.name !== current);
	copy.connections[earliest] = copy.connections[current];
	delete copy.connections[takeOver];
	delete copy.connections[current];
}

/** The names of a webhook's claim nodes by role, as claimsEvents and marksDone find them */
interface ClaimRoles {
	/** n8n's Webhook only: the Set step naming the delivery's receipt */
	receipt?: string;
	claim: string;
	earliest: string;
	takeOver: string;
	current: string;
	holder: string;
	held: string;
	mark: string;
}

function claimRoles(workflow: Json, webhook: INode): ClaimRoles {
	const name = (node: INode | undefined) => node!.name;
	const holder = claimOf(workflow, webhook)!;
	const current = feeding(workflow, holder.name)!;
	const takeOver = feeding(workflow, current.name)!;
	const earliest = feeding(workflow, takeOver.name)!;
	const claim = feeding(workflow, earliest.name)!;
	let receipt = feeding(workflow, claim.name);
	while (receipt?.type === 'n8n-nodes-base.filter') receipt = feeding(workflow, receipt.name);
	return {
		receipt: receipt?.type === 'n8n-nodes-base.set' ? receipt.name : undefined,
		claim: claim.name,
		earliest: earliest.name,
		takeOver: takeOver.name,
		current: current.name,
		holder: holder.name,
		held: workflow.connections[holder.name].main[2][0].node,
		mark: name((workflow.nodes as INode[]).find((node) => marksDone(node, claim))),
	};
}

const webhookTemplates = [
	...templates.map((t) => ['templates', t] as const),
	...perServiceTemplates().map((t) => ['packages/templates', t] as const),
].filter(([, t]) => startingWebhooks(t.workflow.nodes as INode[]).length);

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
	"%s/%s: every write comes after the claim on the event's ID and the delivery's receipt, with its lease",
	(_form, _file, workflow) => {
		const nodes = workflow.nodes as INode[];
		expect(nodes.filter((node) => writes(node)).length).toBeGreaterThan(0);
		expect(writesBeforeClaim(workflow)).toEqual([]);
		for (const webhook of startingWebhooks(nodes))
			expect([webhook.name, claimBreaks(workflow, webhook)]).toEqual([webhook.name, []]);
	},
);

/**
 * The changes to a webhook's claim that its check does not find (none is the point): with the
 * claim as it was before the lease, or one that checks another key, lets every claim on, asks a
 * later row, names the receipt after the execution (a retry is another execution), takes over
 * without matching the old receipt and time (two redeliveries would both take it), takes over a
 * row of any age or a done one, goes on where the row is done or held elsewhere, or answers 200
 * there, the same check finds the writes of the webhook's branch (it is not vacuous).
 */
function claimBreaks(workflow: Json, webhook: INode): number[] {
	const roles = claimRoles(workflow, webhook);
	const broken = (change: (copy: Json, node: Json) => void) => {
		const copy = structuredClone(workflow) as Json;
		for (const node of copy.nodes as Json[]) change(copy, node);
		return writesBeforeClaimOf(copy, webhook).length;
	};
	const filterOf = (node: Json) => node.parameters.filters.conditions as Json[];
	const holderOutput = (copy: Json, output: number, to: Json[]) => {
		copy.connections[roles.holder].main[output] = to;
	};
	const takeOverFilter = (keep: (condition: Json) => boolean) => (_copy: Json, node: Json) => {
		if (node.name === roles.takeOver)
			node.parameters.filters.conditions = filterOf(node).filter(keep);
	};
	const mutations: Array<(copy: Json, node: Json) => void> = [
		(copy, node) => {
			if (node.name === roles.claim) withoutLease(copy, roles);
		},
		(_copy, node) => {
			if (node.name === roles.claim) node.parameters.columns.value.claim = '={{ $workflow.id }}';
		},
		(_copy, node) => {
			if (node.name === roles.earliest) node.parameters.orderByDirection = 'DESC';
		},
		(_copy, node) => {
			if (node.name === roles.current) node.parameters.orderByDirection = 'DESC';
		},
		(_copy, node) => {
			if (node.name === roles.holder)
				node.parameters.rules.values[1].conditions.conditions[0].operator.operation = 'notEquals';
		},
		(_copy, node) => {
			if (node.name === roles.claim) node.parameters.columns.value.receipt = '={{ $execution.id }}';
		},
		(_copy, node) => {
			if (node.name === roles.receipt) node.parameters.includeOtherFields = false;
			else if (node.type === 'n8n-nodes-base.filter') node.type = 'n8n-nodes-base.set';
			else if (node.name === roles.claim && !roles.receipt)
				node.parameters.columns.value.receipt = `={{ $('${roles.claim}').item.json.id }}`;
		},
		...['receipt', 'takenAt'].map((column) =>
			takeOverFilter((c) => !(c.keyName === column && c.condition === 'eq')),
		),
		takeOverFilter((c) => c.condition !== 'lt'),
		takeOverFilter((c) => c.keyName !== 'done'),
		(_copy, node) => {
			if (node.name === roles.takeOver) node.parameters.matchType = 'anyCondition';
		},
		(copy, node) => {
			if (node.name === roles.holder) holderOutput(copy, 0, copy.connections[roles.holder].main[1]);
		},
		(copy, node) => {
			if (node.name === roles.holder) holderOutput(copy, 2, copy.connections[roles.holder].main[1]);
		},
		(_copy, node) => {
			if (node.name === roles.held) node.type = 'n8n-nodes-base.noOp';
		},
	];
	return mutations.map(broken).flatMap((found, index) => (found > 0 ? [] : [index]));
}

test.each(webhookTemplates.map(([form, t]) => [form, t.file, t.workflow] as const))(
	'%s/%s: marks its claim done where it ends, and answers the service when it finishes (the lease needs both)',
	(_form, _file, workflow) => {
		for (const webhook of startingWebhooks(workflow.nodes as INode[])) {
			expect([webhook.name, doneMarkMissing(workflow, webhook)]).toEqual([webhook.name, []]);
			// The service sends an event again only after a failed answer: with Immediately it never
			// would, and a claim left by a killed try would never be taken over.
			expect([webhook.name, webhook.parameters.responseMode]).toEqual([webhook.name, 'lastNode']);
			expect([webhook.name, doneMarkBreaks(workflow, webhook)]).toEqual([webhook.name, []]);
		}
	},
);

/**
 * The changes to a webhook's done mark that its check does not find (none is the point): without
 * the mark on one end, with a mark of any row or of the event's every row, or a write after it,
 * the same check finds it (it is not vacuous).
 */
function doneMarkBreaks(workflow: Json, webhook: INode): number[] {
	const { mark, holder } = claimRoles(workflow, webhook);
	const broken = (change: (copy: Json, mark: Json) => void) => {
		const copy = structuredClone(workflow) as Json;
		change(
			copy,
			(copy.nodes as Json[]).find((n) => n.name === mark)!,
		);
		return doneMarkMissing(copy, webhook).length;
	};
	const mutations: Array<(copy: Json, mark: Json) => void> = [
		(copy) => {
			for (const [from, c] of Object.entries(copy.connections as Record<string, Json>))
				if (from !== holder)
					c.main = c.main.map((links: Json[] | null) =>
						(links ?? []).filter((l) => l.node !== mark),
					);
		},
		(_copy, mark) => {
			mark.parameters.filters.conditions.pop();
		},
		(_copy, mark) => {
			mark.parameters.columns.value.done = false;
		},
		(_copy, mark) => {
			delete mark.executeOnce;
		},
		(copy) => {
			const write = (copy.nodes as INode[]).find((n) => writes(n))!;
			const after = copy.connections[mark]?.main?.[0] ?? [];
			copy.connections[mark] = {
				main: [[...after, { node: write.name, type: 'main', index: 0 }]],
			};
		},
	];
	return mutations.map(broken).flatMap((found, index) => (found > 0 ? [] : [index]));
}

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
 * The retry of a crashed execution resumes after the last node whose progress n8n saved, at the
 * write itself when n8n saved none after it, and a worker goes on writing while PostgreSQL is away
 * (no progress saved): so a write after the claim is made by a node that looks for the record of
 * the event's reference first (*Return Existing Instead of Creating*), every time it runs, unless
 * retriedWrites.ts lists it with the reason it may stay.
 */
describe.each(webhookTemplates.map(([form, t]) => [form, t.file, t.workflow] as const))(
	'%s/%s',
	(_form, file, workflow) => {
		const nodes = workflow.nodes as INode[];
		const unguarded = UNGUARDED_WRITES[file] ?? {};
		const guarded = nodes.filter((node) => writes(node) && !(node.name in unguarded));
		/** The webhook whose branch `write` is on */
		const webhookOf = (write: Json) =>
			startingWebhooks(nodes).find((webhook) =>
				reachableFrom(workflow, webhook.name).has(String(write.name)),
			)!;
		const contextOf = (all: INode[], write: Json): GuardContext => ({
			nodes: all,
			webhook: webhookOf(write),
			looksFirst,
			writes,
			reads: (node) => operationOf(node).reads,
		});
		const guardsOf = (copy: Json) =>
			guarded.map((write) =>
				guardOf(
					(copy.nodes as INode[]).find((n) => n.name === write.name)!,
					contextOf(copy.nodes as INode[], write),
				),
			);

		test('a retry makes no write its first try made: each looks first, or is listed with its reason', () => {
			expect(
				Object.keys(unguarded).filter((name) => !nodes.some((n) => n.name === name && writes(n))),
			).toEqual([]);
			expect(guardsOf(workflow).filter((guard) => typeof guard === 'string')).toEqual([]);
			// Each unguarded one is really without a guard (the list says why, not a guard forgotten).
			for (const name of Object.keys(unguarded))
				expect([
					name,
					typeof guardOf(
						nodes.find((n) => n.name === name)!,
						contextOf(nodes, { name }),
					),
				]).toEqual([name, 'string']);
		});

		if (guarded.length)
			test('the check finds a write whose guard is broken (it is not vacuous)', () => {
				/** Which guarded writes lose their guard when `change` is made to each alone, in a copy */
				const broken = (change: (write: Json, nodes: Json[]) => void) =>
					guarded.map((write) => {
						const copy = structuredClone(workflow) as Json;
						change(
							(copy.nodes as Json[]).find((n) => n.name === write.name)!,
							copy.nodes as Json[],
						);
						return typeof guardsOf(copy)[guarded.indexOf(write)] === 'string';
					});
				/** For each parameter `write` finds its record by, the nodes it refers to */
				const referred = (write: Json, all: Json[]): INode[][] =>
					MATCHED_BY[write.parameters.resource].map((path) =>
						[
							...JSON.stringify(
								path.reduce((value: Json, key) => value?.[key], write.parameters) ?? '',
							).matchAll(/\$\('([^']+)'\)\.item\.json/g),
						].map(([, name]) => all.find((n) => n.name === name) as INode),
					);
				/** The nodes other than the webhook `write` finds its record through */
				const through = (write: Json, all: Json[]) =>
					referred(write, all)
						.flat()
						.filter((node) => node.name !== webhookOf(write).name);
				/** Whether one parameter `write` finds its record by refers only to nodes of a kind */
				const onlyThrough = (kind: (node: INode) => boolean) =>
					guarded.map((write) =>
						referred(write, nodes).some((refs) => refs.length > 0 && refs.every(kind)),
					);
				/** Sets each parameter `write` finds its record by to `value` */
				const matchedBy = (write: Json, value: string) => {
					for (const path of MATCHED_BY[write.parameters.resource]) {
						const parent = path
							.slice(0, -1)
							.reduce((value: Json, key) => value[key], write.parameters);
						parent[path.at(-1)!] = value;
					}
				};
				const every = guarded.map(() => true);
				const mutations: Array<[(write: Json, nodes: Json[]) => void, boolean[]]> = [
					// the option left at its default (off): created again
					[(write) => delete write.parameters.findFirst, every],
					[(write) => (write.parameters.findFirst = false), every],
					// the write refers to no node's output: it cannot find this event's record
					[
						(write) => {
							write.parameters = JSON.parse(
								JSON.stringify(write.parameters).replace(/\$\('[^']+'\)\.item\.json/g, '$json'),
							);
						},
						every,
					],
					// the event's reference elsewhere than in what the write finds its record by
					[(write) => matchedBy(write, '={{ $json.id }}'), every],
					// found by a node of fixed values (e.g. a customer's e-mail set by hand)
					[
						(write, all) => {
							all.push({ name: 'Fixed', type: 'n8n-nodes-base.set', parameters: {} });
							matchedBy(write, "={{ $('Fixed').item.json.id }}");
						},
						every,
					],
					// the first parameter it finds its record by set from a step whose value changes on
					// each try (the time): where another carries the event (a message's content), a
					// retry still looks with another value, so each one must be the same on every try
					[
						(write, all) => {
							all.push({
								name: 'Changing',
								type: 'n8n-nodes-base.set',
								parameters: { value: '={{ $now.toISO() }}' },
							});
							const [path] = MATCHED_BY[write.parameters.resource];
							const parent = path
								.slice(0, -1)
								.reduce((value: Json, key) => value[key], write.parameters);
							parent[path.at(-1)!] = "={{ $('Changing').item.json.value }}";
						},
						every,
					],
					// a record made once per event found through a read found by the event (e.g. an
					// invoice by the payment link's description, which each payment of the link shares)
					[
						(write, all) => {
							all.push({
								...structuredClone(write),
								name: 'Read by the Event',
								parameters: {
									resource: write.parameters.resource,
									operation: 'getAll',
									filter: `={{ $('${webhookOf(write).name}').item.json.id }}`,
								},
							});
							matchedBy(write, "={{ $('Read by the Event').item.json.id }}");
						},
						guarded.map((write) => ONE_PER_EVENT.has(String(write.parameters.resource))),
					],
					// found through a read that looks by nothing of the event (Open Conversation's contact)
					[
						(write, all) => {
							for (const read of through(write, all).filter((n) => operationOf(n).reads))
								read.parameters = JSON.parse(
									JSON.stringify(read.parameters)
										.split(`$('${webhookOf(write).name}').item.json`)
										.join('$json'),
								);
						},
						onlyThrough((node) => operationOf(node).reads),
					],
					// found through a write that creates without looking first (Send Payment Link's
					// conversation): a retry that makes it again looks in another record
					[
						(write, all) => {
							for (const made of through(write, all).filter(writes))
								made.parameters.findFirst = false;
						},
						onlyThrough(writes),
					],
				];
				expect(mutations.map(([change]) => broken(change))).toEqual(
					mutations.map(([, expected]) => expected),
				);
			});
	},
);
