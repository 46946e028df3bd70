import type { INodeParameters } from 'n8n-workflow';

import { formsTestbed, byId } from './helpers';

const bed = formsTestbed();

/** The public submit route's documented limit: 10 submissions a minute per source address. */
const SUBMIT_LIMIT = { perWindow: 10, windowMs: 60_000 };

/**
 * Submits twice the per-address limit and one more in one run (with `runOptions`, if given) and
 * expects every one accepted, the run paced over two full windows (the suite's clock: its waits
 * take no real time).
 */
async function submitsPacedOverTwoWindows(formId: string, runOptions?: INodeParameters) {
	const { perWindow, windowMs } = SUBMIT_LIMIT;
	const started = Date.now();
	const count = 2 * perWindow + 1;
	const items = Array.from({ length: count }, (_, i) => ({ email: `p${i}@example.com` }));
	const { items: out, error } = await bed.run(
		{
			resource: 'response',
			operation: 'submit',
			formId: byId(formId),
			answersInput: 'json',
			answersJson: '={{ JSON.stringify({ f1: $json.email, f2: 1 }) }}',
			...(runOptions ? { runOptions } : {}),
		},
		items,
	);
	expect(error).toBeUndefined();
	expect(out).toHaveLength(count);
	expect(bed.requests('POST').map((r) => r.status)).toEqual(Array(count).fill(201));
	// 21 submissions at 10 a minute need two full windows.
	expect(Date.now() - started).toBeGreaterThanOrEqual(2 * windowMs);
}

describe('BizOps Forms: responses', () => {
	test('get many of a form over pages; get with answers keyed by label, a repeated label suffixed, raw answers on request', async () => {
		const form = bed.survey();
		for (let i = 0; i < 105; i++)
			bed.state().addResponse(form.id, { f1: `r${i}@example.com`, f2: String(i % 5) });
		const last = bed
			.state()
			.addResponse(
				form.id,
				{ f1: 'z@example.com', f2: '4', f3: 'Good', f4: 'Fast' },
				{ email: 'z@example.com' },
			);
		const all = await bed.run({
			resource: 'response',
			operation: 'getAll',
			formId: byId(form.id),
			returnAll: true,
		});
		expect(all.items).toHaveLength(106);
		expect(bed.requests('GET', '/forms/{formId}/responses')).toHaveLength(2);

		const simple = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: byId(form.id),
			responseId: byId(last.id),
		});
		expect(simple.items[0].json).toEqual({
			id: last.id,
			formId: form.id,
			status: 'completed',
			mode: 'standard',
			respondentEmail: 'z@example.com',
			startedAt: last.startedAt,
			completedAt: last.completedAt,
			totalTimeSeconds: 42,
			completionPercentage: 100,
			answers: { Email: 'z@example.com', Rating: '4', Comment: 'Good', 'Comment (2)': 'Fast' },
		});
		const withRaw = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: byId(form.id),
			responseId: byId(last.id),
			keepRawAnswers: true,
		});
		expect(withRaw.items[0].json.rawAnswers).toEqual(last.answers);
		const raw = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: byId(form.id),
			responseId: byId(last.id),
			simplify: false,
		});
		expect(raw.items[0].json).toEqual(last);
		const missing = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: byId(form.id),
			responseId: byId('nope'),
		});
		expect(missing.error?.message).toContain('Forms answered 404');
	});

	test('submit as field/value pairs or JSON goes to the public route without the key', async () => {
		const form = bed.survey();
		const pairs = await bed.run({
			resource: 'response',
			operation: 'submit',
			formId: byId(form.id),
			answersInput: 'fields',
			answers: {
				answer: [
					{ field: 'f1', value: 'ada@example.com' },
					{ field: 'f2', value: '5' },
				],
			},
		});
		expect(pairs.error).toBeUndefined();
		expect(pairs.items[0].json).toMatchObject({ formId: form.id, submitted: true, success: true });
		const json = await bed.run({
			resource: 'response',
			operation: 'submit',
			formId: byId(form.id),
			answersInput: 'json',
			answersJson: '{"f1": "bo@example.com", "f2": 3}',
		});
		expect(json.error).toBeUndefined();
		const submits = bed.requests('POST', '^/api/forms/{formId}/submit');
		expect(submits.map((r) => r.body)).toEqual([
			{ answers: { f1: 'ada@example.com', f2: '5' } },
			{ answers: { f1: 'bo@example.com', f2: 3 } },
		]);
		expect(submits.every((r) => r.headers['x-api-key'] === undefined)).toBe(true);
		const stored = [...bed.state().responses.values()].filter((r) => r.formId === form.id);
		expect(stored.map((r) => r.respondentEmail).sort()).toEqual([
			'ada@example.com',
			'bo@example.com',
		]);
	});

	test("submit: answers are checked before any request; the form's own rules answer 422", async () => {
		const form = bed.survey();
		const submit = (extra: Record<string, unknown>) =>
			bed.run({ resource: 'response', operation: 'submit', formId: byId(form.id), ...extra });
		expect((await submit({ answersInput: 'fields', answers: {} })).error?.message).toBe(
			'Answers: give at least one answer (item 0)',
		);
		expect((await submit({ answersInput: 'json', answersJson: '{}' })).error?.message).toBe(
			'Answers (JSON): give at least one answer (item 0)',
		);
		expect((await submit({ answersInput: 'json', answersJson: '[1]' })).error?.message).toBe(
			'Answers (JSON): must be a JSON object (item 0)',
		);
		expect(
			(
				await submit({
					answersInput: 'fields',
					answers: {
						answer: [
							{ field: 'f1', value: 'a' },
							{ field: 'f1', value: 'b' },
						],
					},
				})
			).error?.message,
		).toBe('Field Name or ID (field): "f1" is answered twice (item 0)');
		expect(bed.requests()).toHaveLength(0);
		const invalid = await submit({ answersInput: 'json', answersJson: '{"f1": "not-an-email"}' });
		expect(invalid.error?.message).toContain('Forms answered 422 validation_error');
		expect(invalid.error?.description).toMatch(/Rating is required/);
	});

	test('submissions pace themselves to the per-address limit within a run; a 429 is reported, never retried', async () => {
		const form = bed.survey();
		const { perWindow } = SUBMIT_LIMIT;
		await submitsPacedOverTwoWindows(form.id);

		// Another client used the address's quota: the next run is refused once and says so.
		bed.sandbox.clearLog();
		bed.state().submissions.set('loopback', Array(perWindow).fill(Date.now()));
		const refused = await bed.run({
			resource: 'response',
			operation: 'submit',
			formId: byId(form.id),
			answersInput: 'json',
			answersJson: '{"f1": "x@example.com", "f2": 1}',
		});
		expect(refused.error?.message).toContain('Forms answered 429 rate_limited');
		expect(refused.error?.description).toMatch(/not recorded; send it again after a minute/);
		expect(bed.requests('POST')).toHaveLength(1);
	});

	test('submissions sent at once (Items at Once above the limit) still keep to it: those on their way count', async () => {
		const form = bed.survey();
		const count = 2 * SUBMIT_LIMIT.perWindow + 1;
		await submitsPacedOverTwoWindows(form.id, { itemsAtOnce: count });
	});

	test('a submission is not retried after a 500 (the service may have recorded it)', async () => {
		const form = bed.survey();
		bed.sandbox.failNext('forms', 500, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'response',
			operation: 'submit',
			formId: byId(form.id),
			answersInput: 'json',
			answersJson: '{"f1": "x@example.com", "f2": 1}',
		});
		expect(error?.message).toContain('Forms answered 500');
		expect(bed.requests('POST')).toHaveLength(1);
	});
});
