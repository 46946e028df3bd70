import { randomUUID } from 'node:crypto';

import type { Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure, codeAndMessageError } from './server';

/**
 * The forms interface of doc 000 simulated: forms with their schema, responses with per-field
 * answers, and the public submit route (no key; 10 submissions a minute per source address).
 * The document shows neither the schema's nor an answer's inner fields, nor the submit body, nor
 * the error body: the sandbox uses `schema.fields[{id, label, type, required}]`, answers
 * `[{fieldId, value, timeSpentSeconds, revisionCount}]`, a submit body `{answers: {fieldId: value}}`
 * and errors `{error, message, details?}`. Lists are newest first.
 */

type Rec = Record<string, any>;

export const FORMS_KEYS = { main: 'forms-test-key', noApiPlan: 'forms-free-plan-key' };

/**
 * The account's sample form, there from the start (also after a reset): the e2e suite's polling
 * trigger watches it before anything else exists.
 */
export const SAMPLE_FORM_ID = '6f1c2b9e-0000-4000-8000-00000000f0a1';

export interface FieldSpec {
	id: string;
	label: string;
	type?: string;
	required?: boolean;
}

export class FormsState {
	forms = new Map<string, Rec>();
	responses = new Map<string, Rec>();
	/** Submissions per source address; the limit is shortened in tests */
	submitLimit = { perWindow: 10, windowMs: 60_000 };
	submissions = new Map<string, number[]>();
	private lastMs = 0;

	constructor() {
		this.addSample();
	}

	/** A strictly increasing timestamp, so that newest-first order is never a tie by accident. */
	stamp(at?: string) {
		if (at) return at;
		this.lastMs = Math.max(Date.now(), this.lastMs + 1);
		return new Date(this.lastMs).toISOString();
	}

	addForm(body: {
		title: string;
		description?: string;
		fields?: FieldSpec[];
		status?: 'draft' | 'published';
		createdAt?: string;
		id?: string;
	}) {
		const createdAt = this.stamp(body.createdAt);
		const published = (body.status ?? 'published') === 'published';
		const id = body.id ?? randomUUID();
		const form: Rec = {
			id,
			title: body.title,
			description: body.description ?? null,
			status: body.status ?? 'published',
			defaultMode: 'standard',
			slug: `${body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`,
			isPublic: published,
			createdAt,
			publishedAt: published ? createdAt : null,
			schema: {
				fields: (body.fields ?? []).map((f) => ({ type: 'text', required: false, ...f })),
				validations: {},
				configuration: { showProgressBar: true },
			},
			modeSettings: { standard: { enabled: true }, conversational: { enabled: false } },
		};
		this.forms.set(id, form);
		return form;
	}

	/** A response as a respondent leaves it: completed, or still in progress. */
	addResponse(
		formId: string,
		answers: Record<string, unknown>,
		{
			completed = true,
			email,
			startedAt,
		}: { completed?: boolean; email?: string; startedAt?: string } = {},
	) {
		const form = this.forms.get(formId);
		if (!form) throw new Error(`no form ${formId}`);
		const started = this.stamp(startedAt);
		const fields = form.schema.fields as FieldSpec[];
		const response: Rec = {
			id: randomUUID(),
			formId,
			status: completed ? 'completed' : 'in_progress',
			mode: 'standard',
			respondentEmail: email ?? null,
			startedAt: started,
			completedAt: completed ? started : null,
			totalTimeSeconds: completed ? 42 : null,
			completionPercentage: fields.length
				? Math.round((100 * Object.keys(answers).length) / fields.length)
				: 100,
			answers: Object.entries(answers).map(([fieldId, value]) => ({
				fieldId,
				value,
				timeSpentSeconds: 7,
				revisionCount: 0,
			})),
		};
		this.responses.set(response.id, response);
		return response;
	}

	/** The respondent finishes a response started earlier. */
	complete(responseId: string, answers: Record<string, unknown> = {}) {
		const response = this.responses.get(responseId)!;
		for (const [fieldId, value] of Object.entries(answers))
			response.answers.push({ fieldId, value, timeSpentSeconds: 5, revisionCount: 1 });
		Object.assign(response, {
			status: 'completed',
			completedAt: this.stamp(),
			totalTimeSeconds: 120,
			completionPercentage: 100,
		});
		return response;
	}

	addSample() {
		return this.addForm({
			id: SAMPLE_FORM_ID,
			title: 'Contact us',
			description: 'The sample form every account starts with',
			createdAt: '2026-01-01T00:00:00.000Z',
			fields: [
				{ id: 'name', label: 'Name', required: true },
				{ id: 'email', label: 'Email', type: 'email', required: true },
				{ id: 'message', label: 'Message', type: 'textarea' },
			],
		});
	}
}

function page(records: Rec[], query: Record<string, string>) {
	const limit = query.limit === undefined ? 25 : Number(query.limit);
	const offset = query.offset === undefined ? 0 : Number(query.offset);
	if (!Number.isInteger(limit) || limit < 1 || limit > 100)
		throw new ApiFailure(400, 'invalid_parameter', 'limit must be 1 to 100');
	if (!Number.isInteger(offset) || offset < 0)
		throw new ApiFailure(400, 'invalid_parameter', 'offset must be 0 or more');
	return { data: records.slice(offset, offset + limit) };
}

const newestFirst = (key: string) => (a: Rec, b: Rec) => (a[key] < b[key] ? 1 : -1);

/** The public submit route: the per-address limit, then the form's own rules. */
function submitResponse(state: FormsState, req: SandboxRequest) {
	const address = String(req.headers['x-forwarded-for'] ?? 'loopback');
	const now = Date.now();
	const recent = (state.submissions.get(address) ?? []).filter(
		(at) => at > now - state.submitLimit.windowMs,
	);
	if (recent.length >= state.submitLimit.perWindow) {
		const retryAfter = Math.ceil((recent[0] + state.submitLimit.windowMs - now) / 1000);
		throw new ApiFailure(
			429,
			'rate_limited',
			`At most ${state.submitLimit.perWindow} submissions a minute from one address`,
			undefined,
			{ 'Retry-After': String(retryAfter) },
		);
	}
	recent.push(now);
	state.submissions.set(address, recent);
	const target = state.forms.get(req.params.formId);
	if (!target || target.status !== 'published')
		throw new ApiFailure(404, 'not_found', 'No published form with this ID');
	const answers = req.body.answers as Rec;
	const fields = target.schema.fields as FieldSpec[];
	const details = [
		...Object.keys(answers)
			.filter((id) => !fields.some((f) => f.id === id))
			.map((field) => ({ field, message: 'is not a field of this form' })),
		...fields
			.filter((f) => f.required && (answers[f.id] === undefined || answers[f.id] === ''))
			.map((f) => ({ field: f.id, message: `${f.label} is required` })),
		...fields
			.filter(
				(f) =>
					f.type === 'email' &&
					answers[f.id] !== undefined &&
					!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(answers[f.id])),
			)
			.map((f) => ({ field: f.id, message: `${f.label} must be an e-mail address` })),
	];
	if (details.length)
		throw new ApiFailure(422, 'validation_error', 'The answers do not satisfy the form', details);
	const email = fields.find((f) => f.type === 'email');
	const response = state.addResponse(target.id, answers, {
		email: email ? String(answers[email.id] ?? '') || undefined : undefined,
	});
	return { status: 201, body: { success: true, responseId: response.id } };
}

export function formsSandbox(state = new FormsState()): SandboxInterface & { state: FormsState } {
	const form = (id: string) => {
		const found = state.forms.get(id);
		if (!found) throw new ApiFailure(404, 'not_found', `Form ${id} not found`);
		return found;
	};
	const listItem = ({ schema, modeSettings, ...item }: Rec) => item;
	const responseItem = ({ answers, ...item }: Rec) => item;

	const routes: Route[] = [
		{
			method: 'GET',
			path: '/forms',
			scope: 'api',
			handler: (req) => ({
				body: page(
					[...state.forms.values()].sort(newestFirst('createdAt')).map(listItem),
					req.query,
				),
			}),
		},
		{
			method: 'POST',
			path: '/forms',
			scope: 'api',
			body: {
				type: 'object',
				required: ['title'],
				additionalProperties: false,
				properties: { title: { type: 'string', minLength: 1 }, description: { type: 'string' } },
			},
			handler: (req) => ({
				status: 201,
				body: {
					data: state.addForm({
						title: req.body.title,
						description: req.body.description,
						status: 'draft',
					}),
				},
			}),
		},
		{
			method: 'GET',
			path: '/forms/{formId}',
			scope: 'api',
			handler: (req) => ({ body: { data: form(req.params.formId) } }),
		},
		{
			method: 'GET',
			path: '/forms/{formId}/responses',
			scope: 'api',
			handler: (req) => {
				form(req.params.formId);
				const list = [...state.responses.values()]
					.filter((r) => r.formId === req.params.formId)
					.sort(newestFirst('startedAt'));
				return { body: page(list.map(responseItem), req.query) };
			},
		},
		{
			method: 'GET',
			path: '/forms/{formId}/responses/{responseId}',
			scope: 'api',
			handler: (req) => {
				form(req.params.formId);
				const response = state.responses.get(req.params.responseId);
				if (!response || response.formId !== req.params.formId)
					throw new ApiFailure(404, 'not_found', `Response ${req.params.responseId} not found`);
				return { body: { data: response } };
			},
		},
		{
			method: 'POST',
			path: '^/api/forms/{formId}/submit',
			auth: false,
			body: {
				type: 'object',
				required: ['answers'],
				additionalProperties: false,
				properties: { answers: { type: 'object', minProperties: 1 } },
			},
			handler: (req) => submitResponse(state, req),
		},
	];

	return {
		slug: 'forms',
		prefix: '/api/v1',
		tokens: {
			[FORMS_KEYS.main]: { userId: 'owner', scopes: ['api'] },
			[FORMS_KEYS.noApiPlan]: { userId: 'free', scopes: [] },
		},
		tokenHeader: 'X-API-Key',
		routes,
		state,
		error: codeAndMessageError,
		reset() {
			state.forms.clear();
			state.responses.clear();
			state.submissions.clear();
			state.submitLimit = { perWindow: 10, windowMs: 60_000 };
			state.addSample();
		},
	};
}

/** What `npm start` opens with: the sample form and a customer survey with answers, one still in progress. */
export function seedForms(state: FormsState) {
	const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
	const survey = state.addForm({
		title: 'Customer satisfaction',
		description: 'How did we do?',
		createdAt: ago(72),
		fields: [
			{ id: 'f_email', label: 'Email', type: 'email', required: true },
			{ id: 'f_rating', label: 'Rating', type: 'number', required: true },
			{ id: 'f_comment', label: 'Comment', type: 'textarea' },
		],
	});
	const draft = state.addForm({
		title: 'Event registration',
		description: 'Sign up for the spring meetup',
		status: 'draft',
		createdAt: ago(24),
	});
	const responses = [
		state.addResponse(
			survey.id,
			{ f_email: 'ana@example.com', f_rating: 5, f_comment: 'Great service' },
			{ email: 'ana@example.com', startedAt: ago(48) },
		),
		state.addResponse(
			survey.id,
			{ f_email: 'ben@example.com', f_rating: 3 },
			{ email: 'ben@example.com', startedAt: ago(20) },
		),
		state.addResponse(
			survey.id,
			{ f_email: 'cy@example.com' },
			{ completed: false, email: 'cy@example.com', startedAt: ago(2) },
		),
		state.addResponse(
			SAMPLE_FORM_ID,
			{ name: 'Dana', email: 'dana@example.com', message: 'Please call me back' },
			{ email: 'dana@example.com', startedAt: ago(5) },
		),
	];
	return { forms: [state.forms.get(SAMPLE_FORM_ID)!, survey, draft], responses };
}
