import { SUBMIT_LIMIT } from '../../nodes/Forms/api';
import { runListSearch, runLoadOptions } from '../harness/engine';
import { FORMS_KEYS, SAMPLE_FORM_ID } from '../sandbox/forms';
import { formsTestbed, rl } from './helpers';

const bed = formsTestbed();

describe('BizOps Forms: forms', () => {
	test('create sends title and description with the X-API-Key header; get returns the schema', async () => {
		const created = await bed.run({
			resource: 'form',
			operation: 'create',
			title: ' Feedback ',
			description: 'Tell us',
		});
		expect(created.items[0].json).toMatchObject({
			title: 'Feedback',
			description: 'Tell us',
			status: 'draft',
		});
		const [request] = bed.requests('POST', '/forms');
		expect(request.body).toEqual({ title: 'Feedback', description: 'Tell us' });
		expect(request.headers['x-api-key']).toBe(FORMS_KEYS.main);
		const got = await bed.run({
			resource: 'form',
			operation: 'get',
			formId: rl(String(created.items[0].json.id)),
		});
		expect(got.items[0].json).toMatchObject({
			id: created.items[0].json.id,
			schema: { fields: [] },
		});
		const untitled = await bed.run({
			resource: 'form',
			operation: 'create',
			title: '  ',
			description: '',
		});
		expect(untitled.error?.message).toBe('Title: is required (item 0)');
		expect(bed.requests('POST')).toHaveLength(1);
	});

	test('get many walks limit/offset pages until a short page; Limit stops exactly', async () => {
		for (let i = 0; i < 130; i++) bed.state().addForm({ title: `Form ${i}` });
		const all = await bed.run({ resource: 'form', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(131);
		expect(bed.requests('GET', '/forms').map((r) => [r.query.limit, r.query.offset])).toEqual([
			['100', '0'],
			['100', '100'],
		]);
		expect(all.items[0].json).not.toHaveProperty('schema');
		bed.sandbox.clearLog();
		const some = await bed.run({
			resource: 'form',
			operation: 'getAll',
			returnAll: false,
			limit: 7,
		});
		expect(some.items).toHaveLength(7);
		expect(bed.requests('GET', '/forms').map((r) => [r.query.limit, r.query.offset])).toEqual([
			['7', '0'],
		]);
	});

	test('a plan without API access (403), an unknown form (404) and a wrong key (401) are explained', async () => {
		const noPlan = await bed.run(
			{ resource: 'form', operation: 'getAll', returnAll: true },
			undefined,
			{ apiKey: FORMS_KEYS.noApiPlan },
		);
		expect(noPlan.error?.message).toContain('Forms answered 403 forbidden');
		expect(noPlan.error?.description).toMatch(/plan of this account has no API access/);
		const missing = await bed.run({ resource: 'form', operation: 'get', formId: rl('nope') });
		expect(missing.error?.message).toContain('Forms answered 404 not_found');
		expect(missing.error?.description).toMatch(/Check the form ID/);
		const wrong = await bed.run(
			{ resource: 'form', operation: 'get', formId: rl(SAMPLE_FORM_ID) },
			undefined,
			{ apiKey: 'wrong' },
		);
		expect(wrong.error?.message).toContain('Forms answered 401');
	});

	test("the form picker lists forms; the response picker lists the chosen form's responses; the field dropdown its fields", async () => {
		const form = bed.survey();
		const response = bed
			.state()
			.addResponse(form.id, { f1: 'a@example.com', f2: '5' }, { email: 'a@example.com' });
		const setup = (parameters: Record<string, unknown>) => ({
			type: 'forms',
			parameters: parameters as never,
			credentials: bed.credentials(),
		});
		const forms = await runListSearch(
			setup({ resource: 'response', operation: 'get' }),
			'searchForms',
			'surv',
		);
		expect(forms.results).toEqual([{ name: 'Survey · published', value: form.id }]);
		const responses = await runListSearch(
			setup({ resource: 'response', operation: 'get', formId: rl(form.id) }),
			'searchResponses',
		);
		expect(responses.results.map((r) => r.value)).toEqual([response.id]);
		const fields = await runLoadOptions(
			setup({ resource: 'response', operation: 'submit', formId: rl(form.id) }),
			'getFormFields',
		);
		expect(fields).toEqual([
			{ name: 'Email', value: 'f1' },
			{ name: 'Rating', value: 'f2' },
			{ name: 'Comment', value: 'f3' },
			{ name: 'Comment (2)', value: 'f4' },
		]);
	});
});

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
