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

/** The `$('Node').item.json.path` references an expression makes, as written */
const referencesIn = (text: string) => text.match(/\$\('[^']+'\)\.item\.json(\.\w+)+/g) ?? [];

/**
 * Where each Create with *Return Existing Instead of Creating* holds what it finds its record by,
 * as its option's description says: the path of that parameter in the node's parameters.
 */
export const MATCHED_BY: Record<string, string[]> = {
	paymentLink: ['additionalFields', 'reference'],
	activity: ['subject'],
	invoice: ['conceptos'],
};

/**
 * Why `write` is not guarded, or undefined when it is. Guarded means: the write node has *Return
 * Existing Instead of Creating* on (`looksFirst`: the option as the editor resolves the node's
 * parameters, so an operation without the option does not count), so it looks for the record
 * before creating it every time it runs, a retry that resumes at it too; and the parameter it
 * finds the record by carries a reference to the event (a field of the webhook's item), so it
 * finds the record this very event made.
 */
export function guardOf(
	write: INode,
	webhook: INode,
	looksFirst: (node: INode) => boolean,
): string | undefined {
	if (!looksFirst(write)) return `${write.name} does not look for the record first`;
	const path = MATCHED_BY[String(write.parameters.resource)] ?? [];
	const matchedBy = path.reduce<any>((value, key) => value?.[key], write.parameters);
	const references = referencesIn(JSON.stringify(matchedBy ?? ''));
	if (!references.some((ref) => ref.startsWith(`$('${webhook.name}')`)))
		return `${write.name} finds its record by no reference of the event (${path.join('.')})`;
	return undefined;
}
