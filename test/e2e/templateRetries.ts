import type { INode } from 'n8n-workflow';

import type { Execution } from '../harness/n8nClient';
import { fetchFresh } from '../harness/n8nClient';
import type { Template } from './templates';
import { CLAIMS_TABLE, ensureClaimsTable, reachableFrom } from './templates';
import type { Json } from './templateSandbox';
import { n8n } from './templateSandbox';
import {
	ONCE,
	callAccepted,
	deliveries,
	outcome,
	settled,
	signedAgain,
	triggerSecret,
	webhookOf,
} from './templateRepeats';

/**
 * What the retry of an execution that made its writes and died before n8n saved them does (issue
 * 55): it goes past the claim (it carries its delivery's receipt) and runs the nodes after the
 * last progress saved, the guarded writes among them. Here the template's first event, done, is
 * delivered again with its claims deleted from the data table, so that it goes past the claim as
 * such a retry does: each guarded write (*Return Existing Instead of Creating* on) runs, finds the
 * record the first execution made and outputs it, and the service's records stay as they were.
 */

/** The claim the first execution of the workflow that went past the claim made */
function firstClaim(runs: Execution[]): string {
	const first = runs
		.filter((run) => outcome(run) === 'passed' && run.data?.resultData?.runData?.['Claim Event'])
		.sort((a, b) => Number(a.id) - Number(b.id))[0];
	const claim = first?.data?.resultData?.runData?.['Claim Event']?.[0]?.data?.main?.[0]?.[0]?.json
		?.claim as string | undefined;
	if (!claim) throw new Error('no execution went past the claim');
	return claim;
}

/** The items an execution's node sent to each of its outputs (none when it did not run) */
const outputsOf = (run: Execution, node: string): number[] =>
	(run.data?.resultData?.runData?.[node]?.[0]?.data?.main ?? []).map(
		(items: unknown[] | null) => items?.length ?? 0,
	);

export interface PastTheClaim {
	/** The new execution's outcome at the claim ('passed' is the point) */
	outcome: string;
	/** For each guarded write: the items of its outputs */
	writes: Array<{ write: string; outputs: number[] }>;
	/** What the event wrote, counted in the sandbox, before and after */
	records: [number, number];
}

/** Delivers the template's first event again past the claim and reports what its guarded writes did. */
export async function deliverPastTheClaim(
	template: Template,
	workflowId: string,
	context: Json,
): Promise<PastTheClaim> {
	const once = ONCE[template.file];
	const webhook = webhookOf(template);
	const before = await settled(workflowId, webhook, 1);
	const recordsBefore = await once.count(context);
	const table = await ensureClaimsTable(n8n);
	await n8n.deleteDataTableRows(table, CLAIMS_TABLE.columns[0].name, firstClaim(before));
	if (once.call) await callAccepted(once, context, 1);
	else {
		const first = (await deliveries(webhook))[0];
		const response = await fetchFresh(first.url, {
			method: 'POST',
			headers: signedAgain(first, await triggerSecret(workflowId, template)),
			body: first.raw,
		});
		if (response.status !== 200)
			throw new Error(`the delivery again was answered ${response.status}`);
	}
	const known = new Set(before.map((run) => String(run.id)));
	const run = (await settled(workflowId, webhook, before.length + 1)).find(
		(r) => !known.has(String(r.id)),
	)!;
	return {
		outcome: outcome(run),
		writes: guardedWrites(template).map((write) => ({ write, outputs: outputsOf(run, write) })),
		records: [recordsBefore, await once.count(context)],
	};
}

/**
 * The template's guarded writes on its event's branch (the first webhook's; the onboarding
 * template's second, HR's answer, is not delivered here): the nodes with *Return Existing Instead
 * of Creating* on, what test/templates/retriedWrites.ts checks of every write after the claim.
 */
export function guardedWrites(template: Template): string[] {
	const nodes = template.workflow.nodes as unknown as INode[];
	const branch = reachableFrom(template.workflow, nodes.find((node) => node.webhookId)!.name);
	return nodes
		.filter((node) => node.parameters?.findFirst === true && branch.has(node.name))
		.map((node) => node.name);
}
