import type { Template } from './templates';
import { ensureClaimsTable } from './templates';
import type { Json } from './templateSandbox';
import { n8n } from './templateSandbox';
import { ONCE, outcome, settled, webhookOf } from './templateRepeats';

/**
 * The lease on an event's claim (issue 55, docs/repeated-deliveries.md): an event whose claim row
 * a killed worker left not done is delivered again. Where the row is older than the lease, the
 * delivery takes it over and does the event; where it is younger (the first try may still be
 * running), the delivery fails at the claim and writes nothing, so that the service, answered 500,
 * sends it again later. Shown with the template whose event ID the suite knows before it delivers
 * (n8n's own Webhook, the suite being the caller), so that the row is left before the event's
 * first delivery, as its dead first try would have left it.
 */
export const LEASE_TEMPLATE = 'meeting-summary-to-crm-activity';

/** The receipt of the dead first try: no delivery of the suite has it */
const KILLED_TRY = 'receipt of a killed try';

export interface OverALeftClaim {
	/** The status the delivery was answered */
	answered: number;
	/** Its execution's outcome at the claim */
	outcome: string;
	/** What the event wrote, counted in the sandbox */
	records: number;
	/** The event's first claim row afterwards: taken over by the delivery, and done */
	firstRow: { takenOver: boolean; done: unknown };
}

/** A new event whose claim row was left `ageMinutes` ago, not done, then delivered. */
export async function deliverOverALeftClaim(
	template: Template,
	workflowId: string,
	context: Json,
	ageMinutes: number,
): Promise<OverALeftClaim> {
	const once = ONCE[template.file];
	const webhook = webhookOf(template);
	const before = await settled(workflowId, webhook, 1);
	const next = await once.another(context);
	const claim = `${workflowId}:${String(next.meeting.publicMeetingId)}`;
	const table = await ensureClaimsTable(n8n);
	const takenAt = new Date(Date.now() - ageMinutes * 60_000).toISOString();
	await n8n.insertDataTableRows(table, [{ claim, receipt: KILLED_TRY, takenAt, done: false }]);
	const [answered] = await once.call!(next, 1);
	const known = new Set(before.map((run) => String(run.id)));
	const run = (await settled(workflowId, webhook, before.length + 1)).find(
		(r) => !known.has(String(r.id)),
	)!;
	const [first, own] = await n8n.dataTableRows(table, 'claim', claim);
	return {
		answered,
		outcome: outcome(run),
		records: await once.count(next),
		firstRow: { takenOver: first.receipt === own?.receipt, done: first.done },
	};
}
