import type { Execution } from '../harness/n8nClient';
import { callWebhook, eventually, fetchFresh } from '../harness/n8nClient';
import { COPY_WINDOW_MS } from '../../nodes/shared/webhook/recentEvents';
import { timestampSignature } from '../sandbox/stamps';
import type { Template } from './templates';
import type { Json } from './templateSandbox';
import {
	billingList,
	call,
	chatMessages,
	control,
	conversationsOf,
	n8n,
	webhookBase,
	salesDeal,
	sandbox,
	unique,
} from './templateSandbox';

/**
 * A template started by a webhook acts once per event: the same signed delivery sent again, three
 * times one after another and three times at the same moment, writes nothing more. Shared by the
 * single-process suite (templates.test.ts) and the queue-mode suite (test/queue).
 */

/**
 * The node that decides at the claim (checked by test/templates): its outputs are Done (the event
 * was done: end), Ours (this delivery holds the claim: go on) and Held Elsewhere (another delivery
 * holds it and has not finished: fail, so that the service sends the event again later).
 */
export const CLAIM = 'Claim Holder?';
/** The node a delivery fails in where another holds the event's claim */
export const HELD = 'Held Elsewhere';

/** What a template's event writes that must exist once, and how to cause another event of its kind. */
interface Once {
	/** How many of what the event (its scenario context) wrote there are */
	count(context: Json): Promise<number>;
	/** Causes a new event of the same kind; the context `count` reads for it */
	another(context: Json): Promise<Json>;
	/** Where the suite itself is the caller (n8n's own Webhook node): the event sent `copies` times at once; the answers' statuses */
	call?(context: Json, copies: number): Promise<number[]>;
	/** Whether a delivery's body is this event's, where the service also delivers others to the template's webhook */
	owns?(context: Json, body: Json): boolean;
}

const MARY = 'Mary Jackson';

/** Payments made so far by the payment template's events (the scenario's first is 116 USD) */
let paymentsMade = 1;

export const ONCE: Record<string, Once> = {
	'payment-received-to-invoice': {
		// The invoices of the customer for the amount paid (a CFDI stamped twice must be cancelled).
		async count({ customer, link }) {
			const invoices = (
				await call('invoicing', 'GET', `/invoices?receptor_rfc=${customer.rfc}&per_page=100`)
			).data as Json[];
			return invoices.filter((i) => i.moneda === 'USD' && i.total === link.amount / 100).length;
		},
		async another({ customer }) {
			const link = (
				await call('payments', 'POST', '/payment-links', {
					// A total of its own (a whole multiple of 116 USD: no rounding in the CFDI), so its invoices count alone.
					amount: 11600 * ++paymentsMade,
					currency: 'USD',
					description: 'Robotics workshop, second seat',
					metadata: { invoicing_client_id: customer.id },
				})
			).data;
			await control('payments', `/pay/v1/_sim/payment-links/${link.id}/pay`);
			return { customer, link };
		},
	},
	'deal-won-to-subscription-and-payment-link': {
		// The most there are of any of its records: the Billing customers with the deal contact's
		// e-mail, their subscriptions still billing, the payment links for the deal, and the Chat
		// messages that send them (in any of the contact's conversations in the inbox): one each
		// when the event was done once.
		async count({ deal, email, chat }) {
			const links = (await call('payments', 'GET', '/payment-links?per_page=100')).data as Json[];
			const urls = links.filter((l) => l.reference === deal.id).map((l) => String(l.url));
			const customers = (await billingList('customers')).filter(
				(c) => String(c.email).toLowerCase() === String(email).toLowerCase(),
			);
			const ids = new Set(customers.map((c) => c.id));
			const subscriptions = (await billingList('subscriptions')).filter(
				(s) => ids.has(s.customerId) && s.status !== 'cancelled',
			);
			let sent = 0;
			for (const c of await conversationsOf(chat.inboxId, chat.contactId))
				sent += (await chatMessages(c.id)).filter((m) =>
					urls.some((url) => String(m.content).includes(url)),
				).length;
			return Math.max(customers.length, subscriptions.length, urls.length, sent);
		},
		async another({ chat }) {
			const email = `won-${unique()}@example.com`;
			const contact = (
				await call('chat', 'POST', '/accounts/1/contacts', { name: 'Charles Babbage', email })
			).payload.contact;
			const { deal } = await salesDeal(
				'Difference Engines Ltd',
				{ name: 'Charles Babbage', email },
				{ value: 900, custom_fields: { plan: 'plan_pro', card_vault_id: `vault_${unique()}` } },
			);
			await call('sales_crm', 'POST', `/deals/${deal.id}/won`, {});
			return { deal, email, chat: { inboxId: chat.inboxId, contactId: contact.id } };
		},
	},
	'candidate-hired-to-payroll-and-onboarding': {
		// HR asked in Chat for the new hire's payroll data (the flow's first write).
		async count({ hr, name = MARY }) {
			return (await chatMessages(hr.id)).filter((m) => String(m.content).includes(name)).length;
		},
		async another({ vacancy, hr }) {
			const name = `Katherine Goble ${unique()}`;
			const candidate = (
				await control('recruitment', `/v1/_sim/vacancies/${vacancy.id}/applications`, {
					name,
					email: `hire-${unique()}@example.com`,
				})
			).data;
			await call(
				'recruitment',
				'POST',
				`/vacancies/${vacancy.id}/candidates/${candidate.id}/stage`,
				{ stage: 'hired' },
			);
			return { hr, name };
		},
	},
	'new-conversation-crm-lookup': {
		// Chat also delivers the conversations the Deal won template opens (its Open Conversation step).
		owns: ({ stranger }, body) => body.id === stranger.id,
		// The assignments of the new conversation (its first write; the label is set after it).
		async count({ stranger }) {
			return (await sandbox.log('chat')).filter(
				(r) =>
					r.method === 'POST' &&
					r.path.endsWith(`/conversations/${stranger.id}/assignments`) &&
					r.status < 300,
			).length;
		},
		async another() {
			const email = `new-${unique()}@example.com`;
			const inbox = await call('chat', 'POST', '/accounts/1/inboxes', {
				name: 'Templates once',
				channel: { type: 'api' },
			});
			const contact = (
				await call('chat', 'POST', '/accounts/1/contacts', { name: 'Someone Else', email })
			).payload.contact;
			const stranger = await call('chat', 'POST', '/accounts/1/conversations', {
				inbox_id: inbox.id,
				contact_id: contact.id,
			});
			return { stranger };
		},
	},
	'meeting-summary-to-crm-activity': {
		// The meeting's activity on the deal.
		async count({ deal, meeting }) {
			const activities = (await call('sales_crm', 'GET', `/activities?deal_id=${deal.id}`))
				.data as Json[];
			return activities.filter(
				(a) => a.type === 'meeting' && String(a.description).startsWith(`${meeting.title}:`),
			).length;
		},
		async another() {
			// A deal of its own: the deal's activities are read from their first page.
			const { deal } = await salesDeal(
				'Glenn Research',
				{ name: 'Annie Easley', email: `annie-${unique()}@example.com` },
				{ value: 900 },
			);
			const { meeting } = await call('meetings', 'POST', '/meetings', {
				title: `Glenn Research follow-up ${unique()}`,
			});
			await control('meetings', `/public/_sim/meetings/${meeting.publicMeetingId}/end`, {
				agoMs: 120_000,
			});
			return { deal, meeting };
		},
		async call({ deal, meeting }, copies) {
			const responses = await Promise.all(
				Array.from(
					{ length: copies },
					async () =>
						await callWebhook(`${webhookBase}/webhook/meeting-ended`, {
							method: 'POST',
							headers: { 'content-type': 'application/json' },
							body: JSON.stringify({ publicMeetingId: meeting.publicMeetingId, dealId: deal.id }),
						}),
				),
			);
			return responses.map((r) => r.status);
		},
	},
};

/**
 * The event sent `copies` times at once by the suite (ONCE's `call`), answered as acting once asks:
 * one copy 200, any other 200 or 500 (its execution found the first holding the claim: Held
 * Elsewhere).
 */
export async function callAccepted(once: Once, context: Json, copies: number) {
	const statuses = await once.call!(context, copies);
	if (!statuses.includes(200) || statuses.some((status) => status !== 200 && status !== 500))
		throw new Error(`the Webhook answered ${statuses.join(', ')}`);
}

/** The sandbox's webhook posts: those to URLs containing `url` (as signed), or how many copies of later ones to post at once. */
export async function deliveries(url: string): Promise<Json[]> {
	const response = await fetchFresh(
		`${sandbox.url}/_control/deliveries?url=${encodeURIComponent(url)}`,
	);
	return ((await response.json()) as { data: Json[] }).data;
}
async function postCopies(url: string, copies: number) {
	const response = await fetchFresh(`${sandbox.url}/_control/deliveries`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ url, copies }),
	});
	if (response.status !== 204) throw new Error(`/_control/deliveries answered ${response.status}`);
}

/** Whether the template starts from a webhook, and so has repeats to prove */
export const startsFromWebhook = (template: Template) => template.file in ONCE;

/** The part of the URL the sandbox posts the template's deliveries to: its trigger's webhook. */
export function webhookOf(template: Template) {
	const trigger = template.workflow.nodes.find((node) => node.webhookId);
	return `/webhook/${String(trigger?.webhookId)}/`;
}

/**
 * The headers of a delivery as the service sends it again: the same body and delivery ID; where it
 * is timestamped, a fresh timestamp and its signature (a stale one is outside the replay window),
 * signed with the secret the trigger keeps in the workflow's static data.
 */
async function sentAgain(delivery: Json, workflowId: string, template: Template) {
	return signedAgain(delivery, await triggerSecret(workflowId, template));
}

/** The secret the template's webhook trigger keeps in the workflow's static data */
export async function triggerSecret(workflowId: string, template: Template) {
	const trigger = template.workflow.nodes.find((node) => node.webhookId)!;
	const { staticData } = await n8n.api<Json>('GET', `/workflows/${workflowId}`);
	return String(staticData?.[`node:${trigger.name}`]?.secret);
}

/** The delivery's headers with a fresh timestamp and its signature, where it is timestamped */
export function signedAgain(delivery: Json, secret: string) {
	const headers = { ...(delivery.headers as Record<string, string>) };
	const stamp = Object.keys(headers).find((name) => /timestamp$/i.test(name));
	const signature = Object.keys(headers).find((name) => /signature$/i.test(name));
	if (!stamp || !signature) return headers;
	headers[stamp] = String(Math.floor(Date.now() / 1000));
	headers[signature] = timestampSignature(secret, headers[stamp], String(delivery.raw));
	return headers;
}

/**
 * Executions that are no longer running (succeeded, failed, or waiting for a human step), once there
 * are `count`, none is running and the sandbox has had an answer to every delivery it posted to
 * `webhook`. No fixed wait for an execution too many: n8n answers a delivery it runs on receipt (the
 * pack's triggers and the templates' Webhook nodes) only once it has stored the execution, and the
 * suite's own calls were answered before this is called.
 */
export async function settled(
	workflowId: string,
	webhook: string,
	count: number,
): Promise<Execution[]> {
	return await eventually(`${count} settled executions of ${workflowId}`, 120, async () => {
		const runs = await n8n.executions(workflowId);
		const over = runs.filter((r) => !['new', 'running', 'unknown'].includes(String(r.status)));
		const unanswered = (await deliveries(webhook)).filter((d) => !d.status && !d.error);
		if (over.length < count || over.length < runs.length || unanswered.length > 0) return undefined;
		return (await n8n.runningExecutions(workflowId)).length === 0 ? runs : undefined;
	});
}

/**
 * Whether an execution went past the claim (wrote), ended at the claim without error (the event
 * was done), or failed there because another delivery held the claim.
 */
export function outcome(
	run: Execution,
): 'passed' | 'ended at the claim' | 'held elsewhere' | string {
	const runData = run.data?.resultData?.runData ?? {};
	const error = run.data?.resultData?.error;
	// (the onboarding template's second claim, on HR's answer, names its nodes `Answer …`)
	if (error && String(run.data.resultData.lastNodeExecuted).endsWith(HELD)) return 'held elsewhere';
	if (error) return `failed in ${run.data.resultData.lastNodeExecuted}: ${error.message}`;
	const holder = Object.keys(runData).find((node) => node.endsWith(CLAIM));
	if (!holder) return `never reached ${CLAIM}`;
	const [done, ours] = (runData[holder][0].data?.main ?? []) as Array<unknown[] | null>;
	if (ours?.length) return 'passed';
	return done?.length ? 'ended at the claim' : `${holder} sent nothing on`;
}

export interface Round {
	/** Deliveries of one event sent */
	sent: number;
	/** Whether the copies went to one of the pack's triggers, which starts one execution for copies sent at once (recentEvents.ts) */
	oneExecution?: boolean;
	/** The executions they started, by outcome */
	outcomes: string[];
	/** What the event wrote, counted in the sandbox */
	records: number;
}

/**
 * Sends the event that already ran (its scenario context) again three times, one after another;
 * then causes `rounds` new events, each delivered three times at the same moment (the sandbox posts
 * the copies; for n8n's Webhook the suite does); then a burst of BURST different events at once,
 * each delivered again afterwards. What each round started and wrote.
 */
export async function repeatDeliveries(
	template: Template,
	workflowId: string,
	context: Json,
	rounds = 1,
): Promise<{ sequential: Round; simultaneous: Round[]; burst: Burst }> {
	const once = ONCE[template.file];
	const webhook = webhookOf(template);
	let known = new Set((await settled(workflowId, webhook, 1)).map((r) => String(r.id)));
	const newRuns = async (count: number) => {
		const runs = (await settled(workflowId, webhook, known.size + count)).filter(
			(r) => !known.has(String(r.id)),
		);
		known = new Set([...known, ...runs.map((r) => String(r.id))]);
		return runs;
	};

	/**
	 * A repeat, not a copy: sent once the trigger's copy window (a real timer of the node,
	 * recentEvents.ts) has passed since the execution the event last started.
	 */
	const copyWindowPassed = async () =>
		await new Promise((resolve) => setTimeout(resolve, COPY_WINDOW_MS));
	/** A delivery the sandbox posted, sent again as the service would */
	const deliverAgain = async (delivery: Json) => {
		const response = await fetchFresh(delivery.url, {
			method: 'POST',
			headers: await sentAgain(delivery, workflowId, template),
			body: delivery.raw,
		});
		if (response.status !== 200)
			throw new Error(`the repeated delivery was answered ${response.status}`);
	};

	const posted = once.call ? undefined : await deliveries(webhook);
	const delivery = posted?.[posted.length - 1];
	const sequential: Round = { sent: 3, outcomes: [], records: 0 };
	for (let i = 0; i < 3; i++) {
		if (once.call) await callAccepted(once, context, 1);
		else await copyWindowPassed().then(() => deliverAgain(delivery!));
		sequential.outcomes.push(...(await newRuns(1)).map(outcome));
	}
	sequential.records = await once.count(context);

	const simultaneous: Round[] = [];
	for (let round = 0; round < rounds; round++) {
		let next: Json;
		if (once.call) {
			next = await once.another(context);
			await callAccepted(once, next, 3);
		} else {
			await postCopies(webhook, 3);
			try {
				next = await once.another(context);
			} finally {
				await postCopies(webhook, 1);
			}
		}
		// n8n's own Webhook node starts an execution for each copy; the pack's triggers one for all.
		const oneExecution = !once.call;
		const outcomes = (await newRuns(oneExecution ? 1 : 3)).map(outcome);
		simultaneous.push({ sent: 3, oneExecution, outcomes, records: await once.count(next) });
	}

	// A burst: BURST different events at once, then each delivered again, one after another.
	const events = await Promise.all(Array.from({ length: BURST }, () => once.another(context)));
	if (once.call) await Promise.all(events.map((next) => callAccepted(once, next, 1)));
	const first = (await newRuns(BURST)).map(outcome);
	if (once.call) for (const next of events) await callAccepted(once, next, 1);
	else {
		await copyWindowPassed();
		for (const again of (await deliveries(webhook)).slice(-BURST)) await deliverAgain(again);
	}
	const burst: Burst = {
		first,
		again: (await newRuns(BURST)).map(outcome),
		records: await Promise.all(events.map((next) => once.count(next))),
	};
	return { sequential, simultaneous, burst };
}

/** Different events at once (BURST of them), then each delivered again */
export interface Burst {
	/** The executions the events started, by outcome */
	first: string[];
	/** The executions their deliveries again started, by outcome */
	again: string[];
	/** What each event wrote, counted in the sandbox */
	records: number[];
}
const BURST = 5;

/** How many executions ended each way */
const tally = (outcomes: string[]) => {
	const by = new Map<string, number>();
	for (const o of outcomes) by.set(o, (by.get(o) ?? 0) + 1);
	return [...by].map(([o, n]) => `${n} ${o}`).join(', ');
};

/** One line of figures for the manual (docs/retries-and-network-faults.md) */
export const described = (round: Round) =>
	`${round.sent} sent, ${round.outcomes.length} executions (${tally(round.outcomes)}), ${round.records} written`;
export const describedBurst = (burst: Burst) =>
	`${burst.first.length} different events at once (${tally(burst.first)}), each again (${tally(burst.again)}), written ${burst.records.join(', ')}`;

/**
 * What acting once per event means, for the suites to check: every repeat one after another ends at
 * the claim without error and writes nothing more. Copies sent at the same moment to one of the
 * pack's triggers start exactly one execution, which writes once. Of copies sent to n8n's own
 * Webhook node, each starts an execution, the claim lets exactly one go on, which writes once;
 * each other one ends at the claim, or fails there while the first has not finished (its
 * service is answered 500 and sends it again later); which of the two depends on timing.
 */
export function expectOnce({
	sequential,
	simultaneous,
	burst,
}: {
	sequential: Round;
	simultaneous: Round[];
	burst: Burst;
}) {
	expect(burst.again.filter((o) => o !== 'ended at the claim')).toEqual([]);
	expect([burst.first, burst.again.length, burst.records]).toEqual([
		Array(BURST).fill('passed'),
		BURST,
		Array(BURST).fill(1),
	]);
	expect(sequential.outcomes.filter((o) => o !== 'ended at the claim')).toEqual([]);
	expect([sequential.sent, sequential.outcomes.length, sequential.records]).toEqual([3, 3, 1]);
	for (const round of simultaneous) {
		if (round.oneExecution) {
			expect([round.outcomes, round.records]).toEqual([['passed'], 1]);
			continue;
		}
		expect(
			round.outcomes.filter((o) => o !== 'ended at the claim' && o !== 'held elsewhere'),
		).toEqual(['passed']);
		expect([round.outcomes.length, round.records]).toEqual([round.sent, 1]);
	}
}
