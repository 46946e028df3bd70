import type { INode } from 'n8n-workflow';

import { allInOneType } from '../../scripts/packaging/services';

/**
 * A retry must not make again a write its first try made before it died (issue 55): the retry of
 * a crashed execution resumes after the last node whose progress n8n saved, and while PostgreSQL
 * is away a worker goes on writing to the services without saving any. So each write a template
 * makes after its claim is either guarded, made only when a look-up just before it finds no record
 * carrying the event's reference (see `guardOf`), or listed here with the reason it may stay as
 * it is: the service refuses a second one, the write sets a state, or our nodes cannot find the
 * record again exactly (the spec's words in docs/retries-and-network-faults.md's table).
 */
export const UNGUARDED_WRITES: Record<string, Record<string, string>> = {
	'candidate-hired-to-payroll-and-onboarding': {
		'Ask HR for Payroll Data':
			"carries the execution's resume link: only the retry's own link resumes it, so the retry must send its own",
		'Create Employee': 'Payroll refuses a second employee with the same RFC, CURP or NSS (409)',
		'Book Onboarding':
			'Meetings offers no list or search of meetings (create, update, and reads of one meeting by its ID only)',
		'Invite New Hire': "Meetings keeps one participant per externalId (the employee's ID)",
	},
	'deal-won-to-subscription-and-payment-link': {
		'Create Billing Customer':
			'Billing lists customers by status only (no e-mail or search filter) and a customer holds no reference',
		'Save Card': 'sets the one card a Billing customer has: made again, the same end state',
		'Start Subscription':
			'Billing lists subscriptions with no filter and a subscription holds no reference',
		'Open Conversation':
			'Chat lists conversations by inbox, status, assignee, team or label, not by contact, and holds no reference of the deal',
		'Send Payment Link':
			'sent in the conversation just opened: a retry that opens another sends its own; the same link again, nothing charged',
	},
	'new-conversation-crm-lookup': {
		Assign: 'sets the assignee: made again, the same end state',
		Label: 'sets the labels: made again, the same end state',
	},
};

type Json = Record<string, any>;

/** The nodes linking to `name`, with the output they link from */
function linksTo(workflow: Json, name: string): Array<{ from: string; output: number }> {
	return Object.entries(workflow.connections as Record<string, Json>).flatMap(([from, c]) =>
		(c.main as Array<Array<{ node: string }> | null>).flatMap((links, output) =>
			(links ?? []).filter((link) => link.node === name).map(() => ({ from, output })),
		),
	);
}

/** The `$('Node').item.json.path` references an expression makes, as written */
const referencesIn = (text: string) => text.match(/\$\('[^']+'\)\.item\.json(\.\w+)+/g) ?? [];

/**
 * The look-up that guards `write`, or why there is none. Guarded means: the only node linking to
 * the write is an IF run once per event (*Execute Once*), and only through its false output (not
 * made yet); the only node linking to that IF is a read of the same interface and resource as the
 * write, which outputs an item even when it finds nothing (*Always Output Data*, or the flow would
 * end there and never write); the IF's condition reads that look-up and a reference to the event
 * (a field of the webhook's item), which the write's parameters carry as well: the look-up finds
 * the record this very event made.
 */
export function guardOf(
	workflow: Json,
	write: INode,
	webhook: INode,
	readsOf: (node: INode) => { reads: boolean; resource: unknown },
): { guard: string; lookUp: string; reference: string } | string {
	const nodes = workflow.nodes as INode[];
	const byName = (name: string) => nodes.find((node) => node.name === name)!;
	const into = linksTo(workflow, write.name);
	if (into.length !== 1 || into[0].output !== 1) return 'not fed by the false output of one node';
	const guard = byName(into[0].from);
	if (guard.type !== 'n8n-nodes-base.if' || guard.executeOnce !== true)
		return `${guard.name} is no IF executed once`;
	if (linksTo(workflow, guard.name).length !== 1) return `${guard.name} has several inputs`;
	const lookUp = byName(linksTo(workflow, guard.name)[0].from);
	const read = readsOf(lookUp);
	if (
		!read.reads ||
		allInOneType(lookUp.type) !== allInOneType(write.type) ||
		read.resource !== readsOf(write).resource
	)
		return `${lookUp.name} is no read of the written resource`;
	if (lookUp.alwaysOutputData !== true)
		return `${lookUp.name} outputs nothing when it finds nothing`;
	const condition = JSON.stringify(guard.parameters.conditions);
	if (!condition.includes(`$('${lookUp.name}')`))
		return `${guard.name} does not read ${lookUp.name}`;
	const written = JSON.stringify(write.parameters);
	const reference = referencesIn(condition).find(
		(ref) => ref.startsWith(`$('${webhook.name}')`) && written.includes(ref),
	);
	if (!reference)
		return `${guard.name} compares no reference of the event that ${write.name} writes`;
	return { guard: guard.name, lookUp: lookUp.name, reference };
}
