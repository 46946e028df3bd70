import fc from 'fast-check';
import type { INodeProperties } from 'n8n-workflow';

import type { SigningScheme } from '../../nodes/shared/webhook/delivery';
import { persisted } from '../harness/engine';
import { packNodes, WEBHOOK_TRIGGER_NAMES } from '../harness/pack';
import { deliver } from '../harness/webhooks';
import type { Case, Trigger } from './deliveries';
import { foundBefore } from './foundBefore';
import {
	SECRET,
	anyBody,
	bodyForm,
	contentType,
	eventObject,
	isJsonObject,
	large,
	lower,
	nowSeconds,
	rejected,
	request,
	signedHeaders,
	utf8,
} from './deliveries';

/**
 * Every webhook trigger of the pack, fed generated deliveries through n8n-core's WebhookContext:
 * random and malformed bodies, very large ones, wrong content types, missing and repeated headers,
 * signatures in wrong encodings and lengths, stale and future timestamps, signed bodies altered
 * afterwards. Each is answered 401 (it cannot be verified) or 400 (verified, but not a JSON object
 * delivered as JSON, or a header given twice), starts no execution, throws nothing and stores
 * nothing. A correctly signed delivery of a selected event is accepted, so the property is not vacuous.
 *
 * FUZZ_RUNS (runs per trigger, default 150) and FUZZ_SEED (default 20) make a longer or another run.
 */

const RUNS = Number(process.env.FUZZ_RUNS) || 150;
const SEED = Number(process.env.FUZZ_SEED) || 20;
/** A delivery's own receiptId (a random UUID) */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Several-megabyte bodies, a few per trigger */
const LARGE_RUNS = Math.max(2, Math.round(RUNS / 50));
const CONTROL_RUNS = Math.max(10, Math.round(RUNS / 5));

/** Every trigger with a webhook, its signing defaults read from its Signature Verification option. */
const TRIGGERS: Trigger[] = Object.values(packNodes)
	.filter(
		(node) =>
			node.description.group.includes('trigger') && (node.description.webhooks ?? []).length > 0,
	)
	.map(({ description }) => {
		const option = (name: string) => description.properties.find((p) => p.name === name);
		const scheme = Object.fromEntries(
			(option('signing')!.options as INodeProperties[]).map((o) => [o.name, o.default]),
		) as unknown as SigningScheme;
		const events = (option('events')?.default ?? []) as string[];
		// The secret is where each trigger keeps it: static data (registered webhooks) or the credential (Billing's project secret).
		const credentials = Object.fromEntries(
			(description.credentials ?? []).map((c) => [
				c.name,
				{ baseUrl: 'http://127.0.0.1:9', webhookSecret: SECRET },
			]),
		);
		return {
			name: description.name,
			scheme,
			event: events[0] ?? 'charge.succeeded',
			setup: { type: description.name, parameters: {}, credentials },
			staticData: { 'node:Node': { webhookId: 'wh_fuzz', secret: SECRET } },
		};
	});

// ---- the property ----------------------------------------------------------------------------

const tally = new Map<string, Record<string, number>>();
const kinds = new Map<string, number>();
const count = (trigger: string, column: string) => {
	const row = tally.get(trigger) ?? {};
	row[column] = (row[column] ?? 0) + 1;
	tally.set(trigger, row);
};

async function holds(t: Trigger, c: Case, tallied = true) {
	const result = await deliver(t.setup, c.delivery, t.staticData).catch((error: Error) => {
		throw new Error(`${t.name}, ${c.kind}: webhook() threw ${error.stack}`);
	});
	const context = `${t.name}, ${c.kind}: answered ${result.status} ${JSON.stringify(result.responseBody)}`;
	expect({ context, status: result.status }).toEqual({ context, status: c.expected });
	expect({
		context,
		workflowData: result.workflowData,
		noWebhookResponse: result.noWebhookResponse,
	}).toEqual({ context, workflowData: undefined, noWebhookResponse: true });
	expect({ context, staticData: persisted(result.staticData) }).toEqual({
		context,
		staticData: t.staticData,
	});
	if (!tallied) return;
	count(t.name, String(result.status));
	kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
}

const params = (runs: number) => ({ seed: SEED, numRuns: runs });

describe('webhook triggers under generated deliveries', () => {
	test('the six webhook triggers are fuzzed', () => {
		expect(TRIGGERS.map((t) => t.name).sort()).toEqual(WEBHOOK_TRIGGER_NAMES);
	});

	describe.each(TRIGGERS.map((t) => [t.name, t] as const))('%s', (_name, t: Trigger) => {
		test('a correctly signed delivery of a selected event starts one execution with the body and its eventId', async () => {
			await fc.assert(
				fc.asyncProperty(eventObject(t), bodyForm, async (event, form) => {
					const raw = utf8(JSON.stringify(event));
					const result = await deliver(
						t.setup,
						request(raw, signedHeaders(t, raw, { deliveryId: `dlv_${event.id}` }), form),
						t.staticData,
					);
					expect([result.status, result.items.length]).toEqual([200, 1]);
					// The delivery ID header names the event where the trigger reads one, else the body's id.
					const eventId = t.scheme.deliveryIdHeader ? `dlv_${event.id}` : event.id;
					expect(result.items[0].json).toEqual({
						...JSON.parse(raw.toString('utf8')),
						eventId,
						receiptId: expect.stringMatching(UUID),
					});
					count(t.name, 'accepted');
				}),
				params(CONTROL_RUNS),
			);
		});

		test('the deliveries the fuzzing found before the fix answer 401 or 400, start nothing and store nothing', async () => {
			for (const c of foundBefore(t)) await holds(t, c, false);
		});

		test('generated malformed, unsigned, tampered, stale or repeated deliveries answer 401 or 400, start nothing and store nothing', async () => {
			await fc.assert(
				fc.asyncProperty(rejected(t), async (c) => await holds(t, c)),
				params(RUNS),
			);
		});

		test('bodies of several megabytes answer 401 or 400, start nothing and store nothing', async () => {
			await fc.assert(
				fc.asyncProperty(large(t), async (c) => {
					await holds(t, c);
					count(t.name, 'large');
				}),
				params(LARGE_RUNS),
			);
		});
	});

	/**
	 * The Chat trigger with Verify Signatures off (for services that return no webhook secret):
	 * nothing can be verified, so anything may arrive, signed or not. It never answers 401 and
	 * throws nothing; only a JSON object sent as JSON is taken (200), anything else answers 400
	 * and stores nothing; a taken delivery of a selected kind that its options let through is one
	 * item holding the body as sent.
	 */
	test('chatTrigger with Verify Signatures off: any delivery answers 200 or 400, and only a JSON object sent as JSON becomes an item', async () => {
		const chat = TRIGGERS.find((t) => t.name === 'chatTrigger')!;
		const seen = { items: 0, taken: 0, refused: 0 };
		const garbageHeaders = fc.record(
			{
				[lower(chat.scheme.signatureHeader)]: fc.oneof(
					fc.string({ maxLength: 80 }),
					fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
				),
				[lower(chat.scheme.timestampHeader)]: fc.oneof(
					fc.string({ maxLength: 20 }),
					fc.constant(String(nowSeconds() - 86_400)),
				),
				[lower(chat.scheme.deliveryIdHeader)]: fc.string({ maxLength: 20 }),
			},
			{ requiredKeys: [] },
		);
		const options = fc.record({
			onlyIncoming: fc.boolean(),
			inboxId: fc.constantFrom('', '1', ' 7 '),
		});
		await fc.assert(
			fc.asyncProperty(
				anyBody(chat),
				contentType,
				bodyForm,
				garbageHeaders,
				options,
				async (raw, type, form, headers, chosen) => {
					const setup = { ...chat.setup, parameters: { options: { ...chosen, verify: false } } };
					const result = await deliver(
						setup,
						request(raw, { ...headers, 'content-type': type }, form),
						chat.staticData,
					);
					const context = `${type}, ${raw.length} bytes, options ${JSON.stringify(chosen)}: answered ${result.status} ${JSON.stringify(result.responseBody)}`;
					const text = raw.toString('utf8').replace(/^\uFEFF/, '');
					const takes =
						typeof type === 'string' &&
						type.startsWith('application/json') &&
						isJsonObject(utf8(text));
					expect({ context, status: result.status }).toEqual({
						context,
						status: takes ? 200 : 400,
					});
					if (!takes) {
						seen.refused++;
						expect({
							context,
							workflowData: result.workflowData,
							staticData: persisted(result.staticData),
						}).toEqual({ context, workflowData: undefined, staticData: chat.staticData });
						return;
					}
					seen.taken++;
					if (result.items.length === 0) return;
					seen.items++;
					expect({ context, items: result.items.map((item) => item.json) }).toEqual({
						context,
						items: [
							{
								...JSON.parse(text),
								eventId: expect.any(String),
								receiptId: expect.stringMatching(UUID),
							},
						],
					});
				},
			),
			params(RUNS),
		);
		// Not vacuous: deliveries were refused, taken, and passed on as items.
		expect(Math.min(seen.items, seen.taken, seen.refused)).toBeGreaterThan(0);
	});

	afterAll(() => {
		const columns = ['401', '400', 'large', 'accepted'];
		const lines = [
			`webhook fuzzing (seed ${SEED}, ${RUNS} runs per trigger, FUZZ_RUNS/FUZZ_SEED to change):`,
			`${'trigger'.padEnd(20)}${columns.map((c) => (({ large: 'of them large', accepted: 'control 200' })[c] ?? c).padStart(15)).join('')}`,
			...[...tally].map(
				([name, row]) =>
					`${name.padEnd(20)}${columns.map((c) => String(row[c] ?? 0).padStart(15)).join('')}`,
			),
			`by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join('; ')}`,
		];
		process.stdout.write(`${lines.join('\n')}\n`);
	});
});
