import { SUBMIT_LIMIT } from '../../nodes/Forms/api';
import { formsTestbed, rl } from './helpers';

const bed = formsTestbed();
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
			formId: rl(form.id),
			returnAll: true,
		});
		expect(all.items).toHaveLength(106);
		expect(bed.requests('GET', '/forms/{formId}/responses')).toHaveLength(2);

		const simple = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: rl(form.id),
			responseId: rl(last.id),
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
			formId: rl(form.id),
			responseId: rl(last.id),
			keepRawAnswers: true,
		});
		expect(withRaw.items[0].json.rawAnswers).toEqual(last.answers);
		const raw = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: rl(form.id),
			responseId: rl(last.id),
			simplify: false,
		});
		expect(raw.items[0].json).toEqual(last);
		const missing = await bed.run({
			resource: 'response',
			operation: 'get',
			formId: rl(form.id),
			responseId: rl('nope'),
		});
		expect(missing.error?.message).toContain('Forms answered 404');
	});

	test('submit as field/value pairs or JSON goes to the public route without the key', async () => {
		const form = bed.survey();
		const pairs = await bed.run({
			resource: 'response',
			operation: 'submit',
			formId: rl(form.id),
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
			formId: rl(form.id),
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
			bed.run({ resource: 'response', operation: 'submit', formId: rl(form.id), ...extra });
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
		const saved = { ...SUBMIT_LIMIT };
		Object.assign(SUBMIT_LIMIT, { perWindow: 3, windowMs: 1500 });
		bed.state().submitLimit = { perWindow: 3, windowMs: 1500 };
		try {
			const started = Date.now();
			const items = Array.from({ length: 7 }, (_, i) => ({ email: `p${i}@example.com` }));
			const { items: out, error } = await bed.run(
				{
					resource: 'response',
					operation: 'submit',
					formId: rl(form.id),
					answersInput: 'json',
					answersJson: '={{ JSON.stringify({ f1: $json.email, f2: 1 }) }}',
				},
				items,
			);
			expect(error).toBeUndefined();
			expect(out).toHaveLength(7);
			expect(bed.requests('POST').map((r) => r.status)).toEqual([
				201, 201, 201, 201, 201, 201, 201,
			]);
			// 7 submissions at 3 per 1.5 s need two full windows.
			expect(Date.now() - started).toBeGreaterThanOrEqual(3000);

			// Another client used the address's quota: the next run is refused once and says so.
			bed.sandbox.clearLog();
			for (let i = 0; i < 3; i++)
				bed.state().submissions.set('loopback', [Date.now(), Date.now(), Date.now()]);
			const refused = await bed.run({
				resource: 'response',
				operation: 'submit',
				formId: rl(form.id),
				answersInput: 'json',
				answersJson: '{"f1": "x@example.com", "f2": 1}',
			});
			expect(refused.error?.message).toContain('Forms answered 429 rate_limited');
			expect(refused.error?.description).toMatch(/not recorded; send it again after a minute/);
			expect(bed.requests('POST')).toHaveLength(1);
		} finally {
			Object.assign(SUBMIT_LIMIT, saved);
		}
	});

	test('a submission is not retried after a 500 (the service may have recorded it)', async () => {
		const form = bed.survey();
		bed.sandbox.failNext('forms', 500, { method: 'POST' });
		const { error } = await bed.run({
			resource: 'response',
			operation: 'submit',
			formId: rl(form.id),
			answersInput: 'json',
			answersJson: '{"f1": "x@example.com", "f2": 1}',
		});
		expect(error?.message).toContain('Forms answered 500');
		expect(bed.requests('POST')).toHaveLength(1);
	});
});
