import type { INode } from 'n8n-workflow';

/**
 * A retry must not make again a write its first try made before it died (issue 55): the retry of
 * a crashed execution resumes after the last node whose progress n8n saved, and while PostgreSQL
 * is away a worker goes on writing to the services without saving any. So each write a template
 * makes after its claim is either guarded, made by a node that first looks for a record carrying
 * the event's reference and outputs it when found (see `guardOf`), or listed here with the reason
 * it may stay as it is: the service refuses a second one, the write sets a state, or our nodes
 * cannot find the record again exactly (the spec's words in docs/retries-and-network-faults.md's
 * table).
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
		'Save Card': 'sets the one card a Billing customer has: made again, the same end state',
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

/** The `$('Node').item.json.path` references an expression makes, as written */
const referencesIn = (text: string) => text.match(/\$\('[^']+'\)\.item\.json(\.\w+)+/g) ?? [];
/** The node an expression's reference names */
const nodeOf = (reference: string) => reference.slice(3, reference.indexOf("')"));

/**
 * Where each Create with *Return Existing Instead of Creating* holds what it finds its record by,
 * as its option's description says: the path of that parameter in the node's parameters. A
 * subscription is found by its customer and its products; the customer is what must carry the
 * event (the products may be a constant of the flow, a default plan): the customer the event's
 * guarded Create found or made by the event's e-mail. So a deal won again by the same contact for
 * the same plan gets the subscription already there, as the option says, not a second one.
 */
export const MATCHED_BY: Record<string, string[]> = {
	paymentLink: ['additionalFields', 'reference'],
	activity: ['subject'],
	invoice: ['conceptos'],
	customer: ['email'],
	subscription: ['customerId', 'value'],
};

/** What guardOf needs of the workflow: its nodes, its webhook, and what each node of the pack does */
export interface Flow {
	nodes: INode[];
	webhook: INode;
	/** Whether a write of the pack has the option on, as the editor resolves its parameters */
	looksFirst: (node: INode) => boolean;
	/** Whether a node is a write of the pack */
	writes: (node: INode) => boolean;
}

/**
 * Whether an expression carries the event's reference: it reads a field of the webhook's item, or
 * the output of a guarded write, which is the record this event made or found (the customer a
 * subscription is found by). A read's output does not count, even a read by the event's field: it
 * may hold what many events share (a payment link's description, for each payment of the link).
 * `seen` ends a loop.
 */
function carriesEvent(expression: unknown, flow: Flow, seen: Set<string>): boolean {
	return referencesIn(JSON.stringify(expression ?? '')).some((reference) => {
		const name = nodeOf(reference);
		if (name === flow.webhook.name) return true;
		const node = flow.nodes.find((n) => n.name === name);
		if (!node || seen.has(name) || !flow.writes(node)) return false;
		return guardIn(node, flow, new Set([...seen, name])) === undefined;
	});
}

function guardIn(write: INode, flow: Flow, seen: Set<string>): string | undefined {
	if (!flow.looksFirst(write)) return `${write.name} does not look for the record first`;
	const path = MATCHED_BY[String(write.parameters.resource)] ?? [];
	const matchedBy = path.reduce<any>((value, key) => value?.[key], write.parameters);
	if (!carriesEvent(matchedBy, flow, new Set([...seen, write.name])))
		return `${write.name} finds its record by no reference of the event (${path.join('.')})`;
	return undefined;
}

/**
 * Why `write` is not guarded, or undefined when it is. Guarded means: the write node has *Return
 * Existing Instead of Creating* on (`looksFirst`: the option as the editor resolves the node's
 * parameters, so an operation without the option does not count), so it looks for the record
 * before creating it every time it runs, a retry that resumes at it too; and the parameter it
 * finds the record by carries the event's reference (see `carriesEvent`: a field of the webhook's
 * item, or the record a guarded write found or made for the event), so it finds the record this
 * very event made.
 */
export const guardOf = (write: INode, flow: Flow) => guardIn(write, flow, new Set());
