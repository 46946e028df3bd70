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
		'Book Onboarding':
			'Meetings offers no list or search of meetings (create, update, and reads of one meeting by its ID only)',
		'Invite New Hire':
			"Meetings keeps one participant per externalId (the employee's ID): made again, the same participant, its token renewed",
	},
	'deal-won-to-subscription-and-payment-link': {
		'Save Card': 'sets the one card a Billing customer has: made again, the same end state',
	},
	'new-conversation-crm-lookup': {
		Assign: 'sets the assignee: made again, the same end state',
		Label: 'sets the labels: made again, the same end state',
	},
};

/** The nodes an expression refers to by name (`$('Node').item.json.…`), as written */
const referencesIn = (text: string) =>
	[...text.matchAll(/\$\('([^']+)'\)\.item\.json(?:\.\w+)+/g)].map(([, node]) => node);

/**
 * Where each Create with *Return Existing Instead of Creating* holds what it finds its record by,
 * as its option's description says: the paths of those parameters in the node's parameters, each
 * of which must carry a reference of the event.
 */
export const MATCHED_BY: Record<string, string[][]> = {
	paymentLink: [['additionalFields', 'reference']],
	activity: [['subject']],
	invoice: [['conceptos']],
	// The employee with the RFC: the one HR's answer gives.
	employee: [['rfc']],
	// The customer with the e-mail: the event's contact's.
	customer: [['email']],
	// The customer's subscription to the same products: the customer is the one the event's guarded
	// Create found or made; the products may be a constant of the flow (a default plan), so a
	// contact who wins a second deal for the same plan keeps the one subscription, as the option says.
	subscription: [['customerId', 'value']],
	// The contact's open conversation in the inbox: the contact is the event's.
	conversation: [['contactId', 'value']],
	// A message of the conversation with the same content: in the event's conversation, sending the
	// link made for the event; or in a conversation set in the flow (HR's), asking about the event's
	// candidate.
	message: [['conversationId', 'value'], ['content']],
};

const valueAt = (parameters: unknown, path: string[]) =>
	path.reduce<any>((value, key) => value?.[key], parameters);

/** What a guard is checked with: the workflow's nodes, its webhook, and how a node of the pack acts. */
export interface GuardContext {
	nodes: INode[];
	webhook: INode;
	/** Whether a write of the pack looks for its record first (the option, as the editor resolves it) */
	looksFirst(node: INode): boolean;
	/** Whether a node of the pack writes (its operation's kind); false for reads and other nodes */
	writes(node: INode): boolean;
	/** Whether a node of the pack reads (its operation's kind) */
	reads(node: INode): boolean;
}

/**
 * Whether the node `name` gives the same record on every try of the event, found by the event: the
 * webhook itself; a read of the pack that looks its record up by a reference of the event (the
 * Chat contact searched by the deal's contact e-mail); or a guarded write (it finds on a retry
 * what the first try made, e.g. the payment link carrying the deal's ID, and its URL with it).
 */
function carriesTheEvent(name: string, context: GuardContext, seen: string[]): boolean {
	if (name === context.webhook.name) return true;
	const node = context.nodes.find((n) => n.name === name);
	if (!node || seen.includes(name)) return false;
	if (context.writes(node)) return guardOf(node, context, [...seen, name]) === undefined;
	return (
		context.reads(node) &&
		referencesIn(JSON.stringify(node.parameters)).some((ref) =>
			carriesTheEvent(ref, context, [...seen, name]),
		)
	);
}

/**
 * Whether the node `name` is a constant of the flow, the same on every try of every event: a Set
 * step of fixed values, no expression in it (Settings, where the user sets HR's conversation).
 */
function fixedValues(name: string, context: GuardContext): boolean {
	const node = context.nodes.find((n) => n.name === name);
	return node?.type === 'n8n-nodes-base.set' && !JSON.stringify(node.parameters).includes('{{');
}

/**
 * The records made once per event, not once per contact: what they are found by must read the
 * event itself (the webhook's item). A read found by the event does not do: its record may be one
 * that many events share (a payment link's description, for every payment of the link).
 */
export const ONE_PER_EVENT = new Set(['invoice', 'activity', 'paymentLink']);

/**
 * Why `write` is not guarded, or undefined when it is. Guarded means: the write node has *Return
 * Existing Instead of Creating* on (`looksFirst`: the option as the editor resolves the node's
 * parameters, so an operation without the option does not count), so it looks for the record
 * before creating it every time it runs, a retry that resumes at it too; and each parameter it
 * finds the record by is the same on every try of the event, one of them at least carrying a
 * reference of the event, so that it finds the record this very event made (the others refer only
 * to constants of the flow, `fixedValues`: HR's conversation, which every hire's message shares,
 * the message's content then naming the hire). A parameter carries a reference of the event when it refers to a field of the
 * webhook's item, or to the output of a node that gives the same record on every try of the event
 * and found it by the event (see `carriesTheEvent`): a retry then looks for what the first try
 * made with the same values; for a record made once per event, one of them reads the webhook's
 * item itself (`ONE_PER_EVENT`).
 */
export function guardOf(
	write: INode,
	context: GuardContext,
	seen: string[] = [],
): string | undefined {
	if (!context.looksFirst(write)) return `${write.name} does not look for the record first`;
	const resource = String(write.parameters.resource);
	const paths = MATCHED_BY[resource] ?? [[]];
	const referencesAt = (path: string[]) =>
		referencesIn(JSON.stringify(valueAt(write.parameters, path) ?? ''));
	const carries = (path: string[]) =>
		referencesAt(path).some((ref) => carriesTheEvent(ref, context, [...seen, write.name]));
	const constant = (path: string[]) =>
		referencesAt(path).length > 0 && referencesAt(path).every((ref) => fixedValues(ref, context));
	if (!paths.some(carries))
		return `${write.name} finds its record by no reference of the event (${paths.map((p) => p.join('.')).join(', ')})`;
	for (const path of paths)
		if (!carries(path) && !constant(path))
			return `${write.name} finds its record by ${path.join('.')}, which may differ on a retry`;
	if (
		ONE_PER_EVENT.has(resource) &&
		!paths.some((path) => referencesAt(path).includes(context.webhook.name))
	)
		return `${write.name}, one per event, finds its record by nothing of the event itself`;
	return undefined;
}
