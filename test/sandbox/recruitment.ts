import { createHmac, randomUUID } from 'node:crypto';

import { IANAZone } from 'luxon';

import { parseMultipart } from './salesCrm';
import type { Principal, Route, SandboxInterface, SandboxRequest } from './server';
import { ApiFailure } from './server';

/**
 * Recruitment (doc 000) simulated: vacancies with their statuses and the delete rules, candidates
 * with a stage per vacancy, the candidate database with its asynchronous file import (a job that
 * moves from `processing` to `completed` over `importDurationMs`), interviews and evaluations,
 * analytics computed from the data, and the account's one webhook configuration (`PUT /webhooks`),
 * which receives signed deliveries of the 7 documented events.
 *
 * Not in the document, so chosen here and offered as options by the node: the registration body
 * `{url, events, secret}`; the delivery `{id, event, created_at, data}`; the signature
 * `X-Signature: sha256=<hex HMAC-SHA256 over "<X-Timestamp>.<raw body>">` with `X-Timestamp`
 * (Unix seconds) and `X-Delivery-Id`; the finished import's status `completed`.
 */

type Rec = Record<string, any>;

export const RECRUITMENT_TOKENS = {
	full: 'rec-full-token',
	/** vacancies:read and candidates:read: every write answers 403 */
	readOnly: 'rec-read-token',
	/** vacancies:read only: the recruitment KPIs (which need candidates:read too) answer 403 */
	vacanciesOnly: 'rec-vacancies-token',
};

const ALL_SCOPES = [
	'vacancies:read',
	'vacancies:write',
	'candidates:read',
	'candidates:write',
	'interviews:manage',
];
export const VACANCY_STATUSES = [
	'draft',
	'published',
	'paused',
	'in_process',
	'closed',
	'archived',
];
const MODALITIES = ['on_site', 'remote', 'hybrid'];
const CONTRACT_TYPES = ['full_time', 'part_time', 'project', 'internship', 'temporary'];
export const STAGES = [
	'new',
	'reviewing',
	'shortlisted',
	'interview',
	'offer',
	'hired',
	'rejected',
];
const AVAILABILITIES = ['immediate', '2_weeks', '1_month', 'negotiable'];
const INTERVIEW_TYPES = ['video_service', 'on_site', 'phone', 'external_video'];
const INTERVIEW_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled'];
export const RECRUITMENT_EVENTS = [
	'vacancy.published',
	'vacancy.closed',
	'candidate.applied',
	'candidate.stage_changed',
	'interview.scheduled',
	'interview.completed',
	'interview.evaluation_submitted',
];
const DAY = 86_400_000;

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const countryName = (code: string) => regions.of(code) ?? code;

const str = { type: 'string' };
const strings = { type: 'array', items: { type: 'string' } };
const OFFSET_TIME =
	'^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$';

const vacancyProperties = {
	title: { type: 'string', minLength: 1, maxLength: 255 },
	department: str,
	description: str,
	location: {
		type: 'object',
		additionalProperties: false,
		properties: { country: { type: 'string', pattern: '^[A-Z]{2}$' }, city: str },
	},
	modality: { enum: MODALITIES },
	contract_type: { enum: CONTRACT_TYPES },
	level: str,
	min_experience_years: { type: 'integer', minimum: 0 },
	salary_range: {
		type: 'object',
		additionalProperties: false,
		properties: {
			min: { type: 'number', minimum: 0 },
			max: { type: 'number', minimum: 0 },
			currency: { type: 'string', pattern: '^[A-Z]{3}$' },
			period: str,
			visible: { type: 'boolean' },
		},
	},
	requirements: {
		type: 'object',
		additionalProperties: false,
		properties: { mandatory: strings, desirable: strings },
	},
	responsibilities: strings,
	skills: strings,
	benefits: strings,
	visibility: str,
	status: { enum: VACANCY_STATUSES },
};

const interviewerSchema = {
	type: 'object',
	required: ['email'],
	additionalProperties: false,
	properties: {
		name: str,
		email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
		role: str,
		required: { type: 'boolean' },
	},
};

export interface RecruitmentDelivery {
	url: string;
	event: string;
	headers: Record<string, string>;
	/** The exact bytes posted (what was signed) */
	raw: string;
	status?: number;
	error?: string;
}

/** The signature header value the sandbox sends: sha256=<hex HMAC-SHA256 over "<timestamp>.<raw>">. */
export function recruitmentSignature(secret: string, timestamp: string, raw: string) {
	return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
}

const invalid = (field: string, message: string, status = 422) =>
	new ApiFailure(status, 'validation_error', `${field}: ${message}`, [
		{ field, code: 'invalid', message },
	]);

export class RecruitmentState {
	vacancies = new Map<string, Rec>();
	candidates = new Map<string, Rec>();
	/** candidate id -> vacancy id -> application (stage, applied_at, source) */
	applications = new Map<string, Map<string, Rec>>();
	notes: Rec[] = [];
	imports = new Map<string, Rec>();
	interviews = new Map<string, Rec>();
	evaluations: Rec[] = [];
	stageChanges: Rec[] = [];
	/** The account's one webhook configuration, as PUT /webhooks last set it */
	webhook?: { url: string; events: string[]; secret?: string; updated_at: string };
	deliveries: RecruitmentDelivery[] = [];
	/** Deliveries being posted; `settled()` waits for them */
	private posting: Array<Promise<void>> = [];
	/** How long an import takes to finish */
	importDurationMs = 1500;
	private sequence = 0;
	private lastTime = 0;

	id(prefix: string) {
		return `${prefix}_${++this.sequence}`;
	}

	now() {
		this.lastTime = Math.max(Date.now(), this.lastTime + 1);
		return new Date(this.lastTime).toISOString();
	}

	reset() {
		for (const map of [
			this.vacancies,
			this.candidates,
			this.applications,
			this.imports,
			this.interviews,
		])
			map.clear();
		this.notes = [];
		this.evaluations = [];
		this.stageChanges = [];
		this.webhook = undefined;
		this.deliveries = [];
		this.posting = [];
		this.importDurationMs = 1500;
		this.sequence = 0;
	}

	/** Posts a signed delivery of `event` to the configured URL, when the configuration asks for it. */
	emit(event: string, data: Rec) {
		const hook = this.webhook;
		if (!hook || !hook.events.includes(event)) return;
		const id = `evt_${randomUUID()}`;
		const raw = JSON.stringify({ id, event, created_at: this.now(), data });
		const timestamp = String(Math.floor(Date.now() / 1000));
		const headers: Record<string, string> = {
			'Content-Type': 'application/json',
			'X-Delivery-Id': id,
			'X-Timestamp': timestamp,
		};
		if (hook.secret) headers['X-Signature'] = recruitmentSignature(hook.secret, timestamp, raw);
		const delivery: RecruitmentDelivery = { url: hook.url, event, headers, raw };
		this.deliveries.push(delivery);
		this.posting.push(
			fetch(hook.url, {
				method: 'POST',
				headers,
				body: raw,
				signal: AbortSignal.timeout(2000),
			}).then(
				(response) => void (delivery.status = response.status),
				(error: Error) => void (delivery.error = error.message),
			),
		);
	}

	/** Waits until every delivery so far has been posted. */
	async settled() {
		await Promise.all(this.posting);
	}

	slugOf(title: string) {
		return title
			.toLowerCase()
			.normalize('NFD')
			.replace(/[\u0300-\u036f]/g, '')
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-|-$/g, '');
	}

	/** A new vacancy from a (valid) create body; `location.country` stays the ISO code, responses show the name. */
	addVacancy(body: Rec, at = this.now()) {
		const slug = this.slugOf(body.title);
		if ([...this.vacancies.values()].some((v) => v.slug === slug)) {
			throw new ApiFailure(409, 'duplicate_slug', `a vacancy with the slug ${slug} exists`, [
				{ field: 'title', code: 'duplicate', message: `slug ${slug} is taken` },
			]);
		}
		const vacancy: Rec = {
			id: this.id('vac'),
			title: body.title,
			slug,
			department: null,
			description: null,
			location: null,
			modality: null,
			contract_type: null,
			level: null,
			min_experience_years: null,
			salary_range: null,
			requirements: { mandatory: [], desirable: [] },
			responsibilities: [],
			skills: [],
			benefits: [],
			visibility: null,
			openings: 1,
			...body,
			status: 'draft',
			views_count: 0,
			published_at: null,
			closes_at: null,
			created_at: at,
			updated_at: at,
		};
		this.vacancies.set(vacancy.id, vacancy);
		this.setStatus(vacancy, body.status ?? 'draft', at);
		return vacancy;
	}

	/** Moves a vacancy to `status`; publishing and closing are announced. */
	setStatus(vacancy: Rec, status: string, at = this.now(), reason?: string) {
		const previous = vacancy.status;
		vacancy.status = status;
		vacancy.updated_at = at;
		if (reason !== undefined) vacancy.status_reason = reason;
		if (status === previous) return;
		if (status === 'published') {
			vacancy.published_at ??= at;
			vacancy.closes_at ??= new Date(Date.parse(at) + 30 * DAY).toISOString();
			this.emit('vacancy.published', this.vacancyView(vacancy));
		}
		if (status === 'closed')
			this.emit('vacancy.closed', { ...this.vacancyView(vacancy), reason: reason ?? null });
	}

	addCandidate(body: Rec, at = this.now()) {
		const candidate: Rec = {
			id: this.id('cand'),
			name: body.name,
			email: body.email ?? null,
			phone: body.phone ?? null,
			location: body.location ?? null,
			experience_years: body.experience_years ?? 0,
			skills: { technical: body.skills ?? [], soft: body.soft_skills ?? [] },
			availability: body.availability ?? 'negotiable',
			preferred_modality: body.preferred_modality ?? null,
			salary_expectation: body.salary_expectation ?? null,
			summary: body.summary ?? null,
			experience: body.experience ?? [],
			education: body.education ?? [],
			languages: body.languages ?? [],
			documents: {
				cv_url: `https://files.example/cv/${body.email ?? 'candidate'}.pdf`,
				portfolio_url: null,
				social_url: null,
			},
			tags: body.tags ?? [],
			source: body.source ?? 'direct',
			created_at: at,
		};
		this.candidates.set(candidate.id, candidate);
		return candidate;
	}

	/** A candidate applies to a vacancy (the document has no route for it: it happens on the job board). */
	apply(candidateId: string, vacancyId: string, at = this.now()) {
		const candidate = this.candidates.get(candidateId);
		const vacancy = this.vacancies.get(vacancyId);
		if (!candidate || !vacancy)
			throw new Error(`unknown candidate ${candidateId} or vacancy ${vacancyId}`);
		const byVacancy = this.applications.get(candidateId) ?? new Map<string, Rec>();
		const application: Rec = {
			vacancy_id: vacancyId,
			stage: 'new',
			applied_at: at,
			source: candidate.source,
		};
		byVacancy.set(vacancyId, application);
		this.applications.set(candidateId, byVacancy);
		vacancy.applications_count = this.applicantsOf(vacancyId).length;
		this.emit('candidate.applied', {
			candidate: this.candidateItem(candidate, vacancyId),
			vacancy_id: vacancyId,
		});
		return application;
	}

	applicantsOf(vacancyId: string) {
		return [...this.candidates.values()].filter((c) => this.applications.get(c.id)?.has(vacancyId));
	}

	/** An interview took place (no route does this: it happens in the video service or on site). */
	complete(interviewId: string) {
		const interview = this.interviews.get(interviewId);
		if (!interview) throw new Error(`unknown interview ${interviewId}`);
		interview.status = 'completed';
		for (const person of interview.interviewers) person.status = 'attended';
		this.emit('interview.completed', interview);
		return interview;
	}

	matchScore(candidate: Rec, vacancy: Rec) {
		const wanted = (vacancy.skills as string[]).map((s) => s.toLowerCase());
		if (!wanted.length) return null;
		const has = new Set((candidate.skills.technical as string[]).map((s) => s.toLowerCase()));
		return Math.round((wanted.filter((s) => has.has(s)).length / wanted.length) * 100);
	}

	vacancyView(v: Rec, detail = false) {
		const item: Rec = {
			id: v.id,
			title: v.title,
			slug: v.slug,
			department: v.department,
			location: v.location
				? {
						country: v.location.country ? countryName(v.location.country) : null,
						city: v.location.city ?? null,
					}
				: null,
			modality: v.modality,
			contract_type: v.contract_type,
			level: v.level,
			salary_range: v.salary_range,
			status: v.status,
			applications_count: this.applicantsOf(v.id).length,
			views_count: v.views_count,
			published_at: v.published_at,
			closes_at: v.closes_at,
			created_at: v.created_at,
		};
		if (!detail) return item;
		const {
			description,
			responsibilities,
			requirements,
			benefits,
			skills,
			min_experience_years,
			openings,
			visibility,
			updated_at,
		} = v;
		return {
			...item,
			description,
			responsibilities,
			requirements,
			benefits,
			skills,
			min_experience_years,
			openings,
			visibility,
			updated_at,
		};
	}

	/** A candidate as a list shows it; in a vacancy's list with that vacancy's stage. */
	candidateItem(c: Rec, vacancyId?: string) {
		const application = vacancyId ? this.applications.get(c.id)?.get(vacancyId) : undefined;
		const vacancy = vacancyId ? this.vacancies.get(vacancyId) : undefined;
		return {
			id: c.id,
			name: c.name,
			email: c.email,
			phone: c.phone,
			location: c.location,
			experience_years: c.experience_years,
			skills: c.skills.technical,
			stage: application?.stage ?? null,
			match_score: vacancy ? this.matchScore(c, vacancy) : null,
			applied_at: application?.applied_at ?? null,
			profile_url: `https://recruit.example/candidates/${c.id}`,
			tags: c.tags,
		};
	}

	candidateDetail(c: Rec) {
		const { stage, match_score, applied_at, skills, ...item } = this.candidateItem(c);
		const applications = [...(this.applications.get(c.id)?.values() ?? [])].map((a) => ({
			vacancy_id: a.vacancy_id,
			vacancy_title: this.vacancies.get(a.vacancy_id)?.title ?? null,
			stage: a.stage,
			applied_at: a.applied_at,
		}));
		const {
			availability,
			preferred_modality,
			salary_expectation,
			summary,
			experience,
			education,
			languages,
			documents,
			created_at,
		} = c;
		return {
			...item,
			availability,
			preferred_modality,
			salary_expectation,
			summary,
			experience,
			education,
			skills: c.skills,
			languages,
			documents,
			applications,
			created_at,
		};
	}

	/** The import job as it stands now: rows are processed evenly over `importDurationMs`. */
	advanceImport(job: Rec) {
		if (job.status !== 'processing') return job;
		const share =
			this.importDurationMs <= 0
				? 1
				: Math.min(1, (Date.now() - job.startedMs) / this.importDurationMs);
		const target = Math.floor(job.rows.length * share);
		while (job.processed < target) {
			const row: Rec = job.rows[job.processed++];
			if (!row.name || !row.email) job.errors++;
			else if ([...this.candidates.values()].some((c) => c.email === row.email)) job.duplicates++;
			else {
				const tags = [...splitComma(row.tags), ...job.tags];
				this.addCandidate({
					...row,
					skills: splitComma(row.skills),
					experience_years: Number(row.experience_years ?? 0),
					tags,
					source: job.source ?? 'import',
				});
				job.created++;
			}
		}
		if (job.processed === job.rows.length) {
			job.status = 'completed';
			job.finished_at = this.now();
		}
		return job;
	}

	/** The job as the API shows it (without the rows it works through). */
	importView(job: Rec) {
		const { rows, startedMs, ...shown } = job;
		return { ...shown, source: shown.source ?? null };
	}
}

const splitComma = (value: unknown) =>
	(Array.isArray(value) ? value : String(value ?? '').split(','))
		.map((s) => String(s).trim())
		.filter(Boolean);

/** Rows of an imported file: a JSON array, or CSV with a header line (skills and tags separated by `;` or `|`). */
function importRows(bytes: Buffer): Rec[] {
	const text = bytes.toString('utf8').trim();
	if (!text) throw invalid('file', 'the file is empty');
	if (text.startsWith('[')) {
		try {
			return JSON.parse(text);
		} catch {
			throw invalid('file', 'the file is not valid JSON');
		}
	}
	const [header, ...lines] = text.split(/\r?\n/);
	const names = header.split(',').map((h) => h.trim());
	return lines.filter(Boolean).map((line) => {
		const cells = line.split(',');
		return Object.fromEntries(
			names.map((name, i) => [name, (cells[i] ?? '').trim().replace(/[;|]/g, ',')]),
		);
	});
}

function paginate(records: Rec[], query: Record<string, string>) {
	const page = query.page === undefined ? 1 : Number(query.page);
	const perPage = query.per_page === undefined ? 25 : Number(query.per_page);
	if (!Number.isInteger(page) || page < 1) throw invalid('page', 'must be a positive integer', 400);
	if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
		throw invalid('per_page', 'must be 1 to 100', 400);
	return {
		data: records.slice((page - 1) * perPage, page * perPage),
		meta: {
			current_page: page,
			per_page: perPage,
			total: records.length,
			total_pages: Math.ceil(records.length / perPage),
		},
	};
}

function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name]))
		throw invalid(name, `must be one of ${allowed.join(', ')}`, 400);
}

function integerQuery(query: Record<string, string>, name: string) {
	if (query[name] === undefined) return undefined;
	if (!/^\d+$/.test(query[name])) throw invalid(name, 'must be a whole number', 400);
	return Number(query[name]);
}

/** An ISO 8601 date or date-time of the query, as epoch ms; a bare date as `to` reaches the end of that day. */
function dateQuery(query: Record<string, string>, name: string, endOfDay = false) {
	const value = query[name];
	if (value === undefined) return undefined;
	const ms = Date.parse(value);
	if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms))
		throw invalid(name, 'must be an ISO 8601 date', 400);
	return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ms + DAY - 1 : ms;
}

function inPeriod(
	at: string | null | undefined,
	query: Record<string, string>,
	fromName = 'from',
	toName = 'to',
) {
	if (!at) return false;
	const from = dateQuery(query, fromName);
	const to = dateQuery(query, toName, true);
	const ms = Date.parse(at);
	return (from === undefined || ms >= from) && (to === undefined || ms <= to);
}

const lower = (value: unknown) => String(value ?? '').toLowerCase();
const average = (values: number[]) =>
	values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
const percent = (part: number, whole: number) =>
	whole ? Math.round((part / whole) * 1000) / 10 : 0;

export function recruitmentSandbox(
	state = new RecruitmentState(),
): SandboxInterface & { state: RecruitmentState } {
	const tokens: Record<string, Principal> = {
		[RECRUITMENT_TOKENS.full]: { userId: 'recruiter_1', scopes: ALL_SCOPES },
		[RECRUITMENT_TOKENS.readOnly]: {
			userId: 'viewer_1',
			scopes: ['vacancies:read', 'candidates:read'],
		},
		[RECRUITMENT_TOKENS.vacanciesOnly]: { userId: 'viewer_2', scopes: ['vacancies:read'] },
	};

	const found = (map: Map<string, Rec>, kind: string, id: string) => {
		const record = map.get(id);
		if (!record) throw new ApiFailure(404, 'not_found', `${kind} ${id} not found`);
		return record;
	};

	const checkCountry = (body: Rec) => {
		const code = body.location?.country;
		if (code !== undefined && !regions.of(code))
			throw invalid('location.country', `${code} is not an ISO 3166 country code`);
	};

	const checkSalary = (salary: Rec | undefined) => {
		if (salary?.min !== undefined && salary?.max !== undefined && salary.min > salary.max)
			throw invalid('salary_range.min', 'must not exceed salary_range.max');
	};

	const activeInterview = (id: string) => {
		const interview = found(state.interviews, 'interview', id);
		if (interview.status === 'cancelled' || interview.status === 'completed') {
			throw new ApiFailure(409, 'interview_closed', `interview ${id} is ${interview.status}`);
		}
		return interview;
	};

	const routes: Route[] = [
		{
			method: 'GET',
			path: '/vacancies',
			scope: 'vacancies:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', VACANCY_STATUSES);
				oneOf(q, 'modality', MODALITIES);
				oneOf(q, 'contract_type', CONTRACT_TYPES);
				if (
					q.location_country !== undefined &&
					!(/^[A-Z]{2}$/.test(q.location_country) && regions.of(q.location_country))
				) {
					throw invalid('location_country', 'must be an ISO 3166 country code', 400);
				}
				const needle = q.search === undefined ? undefined : lower(q.search);
				const list = [...state.vacancies.values()]
					.filter(
						(v) =>
							(!q.status || v.status === q.status) &&
							(!q.department || lower(v.department) === lower(q.department)) &&
							(!q.modality || v.modality === q.modality) &&
							(!q.contract_type || v.contract_type === q.contract_type) &&
							(!q.location_country || v.location?.country === q.location_country) &&
							(!needle ||
								lower(v.title).includes(needle) ||
								lower(v.description).includes(needle)) &&
							(q.created_from === undefined && q.created_to === undefined
								? true
								: inPeriod(v.created_at, q, 'created_from', 'created_to')),
					)
					.sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
				const page = paginate(list, q);
				return { body: { ...page, data: page.data.map((v) => state.vacancyView(v)) } };
			},
		},
		{
			method: 'GET',
			path: '/vacancies/{vacancy_id}',
			scope: 'vacancies:read',
			handler: (req) => ({
				body: {
					data: state.vacancyView(found(state.vacancies, 'vacancy', req.params.vacancy_id), true),
				},
			}),
		},
		{
			method: 'POST',
			path: '/vacancies',
			scope: 'vacancies:write',
			body: {
				type: 'object',
				required: ['title'],
				additionalProperties: false,
				properties: vacancyProperties,
			},
			handler: (req) => {
				checkCountry(req.body);
				checkSalary(req.body.salary_range);
				const v = state.addVacancy(req.body);
				return {
					status: 201,
					body: {
						data: {
							id: v.id,
							title: v.title,
							slug: v.slug,
							status: v.status,
							created_at: v.created_at,
						},
					},
				};
			},
		},
		{
			method: 'PATCH',
			path: '/vacancies/{vacancy_id}',
			scope: 'vacancies:write',
			body: {
				type: 'object',
				minProperties: 1,
				additionalProperties: false,
				properties: vacancyProperties,
			},
			handler: (req) => {
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				checkCountry(req.body);
				const { status, ...fields } = req.body as Rec;
				checkSalary({ ...vacancy.salary_range, ...fields.salary_range });
				if (fields.title !== undefined) {
					const slug = state.slugOf(fields.title);
					if ([...state.vacancies.values()].some((v) => v.slug === slug && v.id !== vacancy.id))
						throw new ApiFailure(409, 'duplicate_slug', `a vacancy with the slug ${slug} exists`);
					vacancy.slug = slug;
				}
				Object.assign(vacancy, fields, { updated_at: state.now() });
				if (status !== undefined) state.setStatus(vacancy, status);
				return { body: { data: state.vacancyView(vacancy, true) } };
			},
		},
		{
			method: 'POST',
			path: '/vacancies/{vacancy_id}/status',
			body: {
				type: 'object',
				required: ['status'],
				additionalProperties: false,
				properties: { status: { enum: VACANCY_STATUSES }, reason: str },
			},
			handler: (req) => {
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				const previous = vacancy.status;
				state.setStatus(vacancy, req.body.status, state.now(), req.body.reason);
				return {
					body: {
						data: {
							...state.vacancyView(vacancy),
							previous_status: previous,
							reason: req.body.reason ?? null,
						},
					},
				};
			},
		},
		{
			method: 'DELETE',
			path: '/vacancies/{vacancy_id}',
			scope: 'vacancies:write',
			handler: (req) => {
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				if (state.applicantsOf(vacancy.id).length) {
					throw new ApiFailure(
						409,
						'vacancy_has_candidates',
						`vacancy ${vacancy.id} has candidates and cannot be deleted: archive it instead`,
					);
				}
				if (vacancy.status !== 'draft') {
					throw new ApiFailure(
						409,
						'vacancy_not_draft',
						`vacancy ${vacancy.id} is ${vacancy.status}: only drafts can be deleted; close and archive it instead`,
					);
				}
				state.vacancies.delete(vacancy.id);
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			path: '/vacancies/{vacancy_id}/candidates',
			scope: 'candidates:read',
			handler: (req) => {
				const q = req.query;
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				oneOf(q, 'stage', STAGES);
				oneOf(q, 'sort_by', ['applied_at', 'name', 'experience', 'match_score']);
				oneOf(q, 'sort_order', ['asc', 'desc']);
				const minExperience = integerQuery(q, 'min_experience');
				const skills = splitComma(q.skills).map(lower);
				const place = q.location === undefined ? undefined : lower(q.location);
				const key = {
					applied_at: 'applied_at',
					name: 'name',
					experience: 'experience_years',
					match_score: 'match_score',
				}[q.sort_by ?? 'applied_at']!;
				const direction = (q.sort_order ?? 'desc') === 'asc' ? 1 : -1;
				const list = state
					.applicantsOf(vacancy.id)
					.map((c) => state.candidateItem(c, vacancy.id))
					.filter(
						(c) =>
							(!q.stage || c.stage === q.stage) &&
							(minExperience === undefined || c.experience_years >= minExperience) &&
							skills.every((s) => c.skills.map(lower).includes(s)) &&
							(!place ||
								[c.location?.city, c.location?.country].some((p) => lower(p).includes(place))),
					)
					.sort((a: Rec, b: Rec) =>
						a[key] < b[key] ? -direction : a[key] > b[key] ? direction : a.id < b.id ? -1 : 1,
					);
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'GET',
			path: '/candidates/search',
			scope: 'candidates:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'availability', AVAILABILITIES);
				const minExperience = integerQuery(q, 'min_experience');
				const skills = splitComma(q.skills).map(lower);
				const tags = splitComma(q.tags).map(lower);
				const needle = q.q === undefined ? undefined : lower(q.q);
				const place = q.location === undefined ? undefined : lower(q.location);
				const list = [...state.candidates.values()]
					.filter(
						(c) =>
							(!needle ||
								[c.name, c.email, c.summary, ...c.skills.technical].some((f) =>
									lower(f).includes(needle),
								)) &&
							skills.every((s) => c.skills.technical.map(lower).includes(s)) &&
							tags.every((t) => c.tags.map(lower).includes(t)) &&
							(!place ||
								[c.location?.city, c.location?.country].some((p) => lower(p).includes(place))) &&
							(minExperience === undefined || c.experience_years >= minExperience) &&
							(!q.availability || c.availability === q.availability),
					)
					.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
				const page = paginate(list, q);
				return {
					body: {
						...page,
						data: page.data.map((c) => ({
							...state.candidateItem(c),
							availability: c.availability,
						})),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/candidates/{candidate_id}',
			scope: 'candidates:read',
			handler: (req) => ({
				body: {
					data: state.candidateDetail(
						found(state.candidates, 'candidate', req.params.candidate_id),
					),
				},
			}),
		},
		{
			method: 'POST',
			path: '/vacancies/{vacancy_id}/candidates/{candidate_id}/stage',
			scope: 'candidates:write',
			body: {
				type: 'object',
				required: ['stage'],
				additionalProperties: false,
				properties: { stage: { enum: STAGES }, notes: str, notify_candidate: { type: 'boolean' } },
			},
			handler: (req) => {
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				const candidate = found(state.candidates, 'candidate', req.params.candidate_id);
				const application = state.applications.get(candidate.id)?.get(vacancy.id);
				if (!application)
					throw new ApiFailure(
						404,
						'not_found',
						`candidate ${candidate.id} has not applied to vacancy ${vacancy.id}`,
					);
				const change = {
					candidate_id: candidate.id,
					vacancy_id: vacancy.id,
					previous_stage: application.stage,
					new_stage: req.body.stage,
					changed_at: state.now(),
					changed_by: req.principal!.userId,
					notification_sent: req.body.notify_candidate === true,
				};
				application.stage = req.body.stage;
				if (req.body.stage === 'hired') application.hired_at = change.changed_at;
				state.stageChanges.push({ ...change, notes: req.body.notes ?? null });
				state.emit('candidate.stage_changed', change);
				return { body: { data: change } };
			},
		},
		{
			method: 'POST',
			path: '/candidates/{candidate_id}/notes',
			scope: 'candidates:write',
			body: {
				type: 'object',
				required: ['content'],
				additionalProperties: false,
				properties: { content: { type: 'string', minLength: 1 }, visibility: str },
			},
			handler: (req) => {
				const candidate = found(state.candidates, 'candidate', req.params.candidate_id);
				const note = {
					id: state.id('note'),
					candidate_id: candidate.id,
					content: req.body.content,
					visibility: req.body.visibility ?? 'team',
					author: req.principal!.userId,
					created_at: state.now(),
				};
				state.notes.push(note);
				return { status: 201, body: { data: note } };
			},
		},
		{
			method: 'POST',
			path: '/candidates/import',
			scope: 'candidates:write',
			handler: (req) => {
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(
						400,
						'invalid_content_type',
						'the import expects multipart/form-data',
					);
				const parts = parseMultipart(req.rawBody, contentType);
				const file = parts.find((p) => p.name === 'file' && p.fileName !== undefined);
				if (!file) throw invalid('file', 'a file is required');
				const field = (name: string) => parts.find((p) => p.name === name)?.data.toString('utf8');
				const rows = importRows(file.data);
				const job: Rec = {
					import_id: state.id('imp'),
					status: 'processing',
					file_name: file.fileName,
					total_rows: rows.length,
					processed: 0,
					created: 0,
					duplicates: 0,
					errors: 0,
					started_at: state.now(),
					finished_at: null,
					rows,
					startedMs: Date.now(),
					source: field('source'),
					tags: splitComma(field('tags')),
				};
				state.imports.set(job.import_id, job);
				return { body: { data: state.importView(job) } };
			},
		},
		{
			method: 'GET',
			path: '/candidates/import/{import_id}',
			handler: (req) => ({
				body: {
					data: state.importView(
						state.advanceImport(found(state.imports, 'import', req.params.import_id)),
					),
				},
			}),
		},
		{
			method: 'POST',
			path: '/interviews',
			scope: 'interviews:manage',
			body: {
				type: 'object',
				required: ['vacancy_id', 'candidate_id', 'type', 'scheduled_at', 'duration_minutes'],
				additionalProperties: false,
				properties: {
					vacancy_id: str,
					candidate_id: str,
					type: { enum: INTERVIEW_TYPES },
					scheduled_at: { type: 'string', pattern: OFFSET_TIME },
					duration_minutes: { type: 'integer', minimum: 1 },
					timezone: str,
					interviewers: { type: 'array', items: interviewerSchema },
					candidate_preparation: str,
					internal_notes: str,
				},
			},
			handler: (req) => {
				const body = req.body as Rec;
				if (body.timezone !== undefined && !IANAZone.isValidZone(body.timezone))
					throw invalid('timezone', `${body.timezone} is not an IANA time zone`);
				if (!state.vacancies.has(body.vacancy_id))
					throw invalid('vacancy_id', `vacancy ${body.vacancy_id} does not exist`);
				if (!state.candidates.has(body.candidate_id))
					throw invalid('candidate_id', `candidate ${body.candidate_id} does not exist`);
				if (!state.applications.get(body.candidate_id)?.has(body.vacancy_id))
					throw invalid(
						'candidate_id',
						`candidate ${body.candidate_id} has not applied to vacancy ${body.vacancy_id}`,
					);
				const id = state.id('int');
				const interview: Rec = {
					id,
					vacancy_id: body.vacancy_id,
					candidate_id: body.candidate_id,
					type: body.type,
					status: 'scheduled',
					scheduled_at: body.scheduled_at,
					duration_minutes: body.duration_minutes,
					timezone: body.timezone ?? null,
					video_room_url: body.type === 'video_service' ? `https://meet.example/room/${id}` : null,
					interviewers: (body.interviewers ?? []).map((p: Rec) => ({
						name: p.name ?? null,
						email: p.email,
						role: p.role ?? null,
						required: p.required ?? true,
						status: 'invited',
					})),
					candidate_preparation: body.candidate_preparation ?? null,
					internal_notes: body.internal_notes ?? null,
					candidate_notified: true,
					created_at: state.now(),
				};
				state.interviews.set(id, interview);
				state.emit('interview.scheduled', interview);
				return { status: 201, body: { data: interview } };
			},
		},
		{
			method: 'GET',
			path: '/interviews',
			scope: 'interviews:manage',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', INTERVIEW_STATUSES);
				oneOf(q, 'type', INTERVIEW_TYPES);
				const list = [...state.interviews.values()]
					.filter(
						(i) =>
							(!q.status || i.status === q.status) &&
							(!q.type || i.type === q.type) &&
							(!q.vacancy_id || i.vacancy_id === q.vacancy_id) &&
							(!q.interviewer_email ||
								i.interviewers.some((p: Rec) => lower(p.email) === lower(q.interviewer_email))) &&
							(q.from === undefined && q.to === undefined ? true : inPeriod(i.scheduled_at, q)),
					)
					.sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at));
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'GET',
			path: '/interviews/{interview_id}',
			scope: 'interviews:manage',
			handler: (req) => ({
				body: { data: found(state.interviews, 'interview', req.params.interview_id) },
			}),
		},
		{
			method: 'PATCH',
			path: '/interviews/{interview_id}',
			scope: 'interviews:manage',
			body: {
				type: 'object',
				required: ['scheduled_at'],
				additionalProperties: false,
				properties: {
					scheduled_at: { type: 'string', pattern: OFFSET_TIME },
					duration_minutes: { type: 'integer', minimum: 1 },
					reason: str,
				},
			},
			handler: (req) => {
				const interview = activeInterview(req.params.interview_id);
				interview.reschedules = [
					...(interview.reschedules ?? []),
					{
						from: interview.scheduled_at,
						to: req.body.scheduled_at,
						reason: req.body.reason ?? null,
						at: state.now(),
					},
				];
				interview.scheduled_at = req.body.scheduled_at;
				if (req.body.duration_minutes !== undefined)
					interview.duration_minutes = req.body.duration_minutes;
				return { body: { data: interview } };
			},
		},
		{
			method: 'POST',
			path: '/interviews/{interview_id}/cancel',
			scope: 'interviews:manage',
			body: {
				type: 'object',
				additionalProperties: false,
				properties: { reason: str, notify_participants: { type: 'boolean' }, notes: str },
			},
			handler: (req) => {
				const interview = activeInterview(req.params.interview_id);
				const notify = req.body?.notify_participants === true;
				interview.status = 'cancelled';
				interview.cancellation = {
					reason: req.body?.reason ?? null,
					notes: req.body?.notes ?? null,
					cancelled_at: state.now(),
					notified: notify
						? [
								state.candidates.get(interview.candidate_id)?.email,
								...interview.interviewers.map((p: Rec) => p.email),
							].filter(Boolean)
						: [],
				};
				// Cancelling leaves the candidate's stage as it is.
				return { body: { data: interview } };
			},
		},
		{
			method: 'POST',
			path: '/interviews/{interview_id}/evaluation',
			scope: 'interviews:manage',
			body: {
				type: 'object',
				required: ['interviewer_email', 'overall_score'],
				additionalProperties: false,
				properties: {
					interviewer_email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
					overall_score: { type: 'number' },
					criteria: {
						type: 'array',
						items: {
							type: 'object',
							required: ['name', 'score'],
							additionalProperties: false,
							properties: {
								name: { type: 'string', minLength: 1 },
								weight: { type: 'number', minimum: 0 },
								score: { type: 'number' },
								comment: str,
							},
						},
					},
					recommendation: str,
					notes: str,
				},
			},
			handler: (req) => {
				const interview = found(state.interviews, 'interview', req.params.interview_id);
				if (interview.status === 'cancelled')
					throw new ApiFailure(
						409,
						'interview_cancelled',
						`interview ${interview.id} was cancelled`,
					);
				const criteria: Rec[] = req.body.criteria ?? [];
				const weights = criteria.reduce((sum, c) => sum + (c.weight ?? 1), 0);
				const weighted =
					criteria.length && weights
						? criteria.reduce((sum, c) => sum + (c.weight ?? 1) * c.score, 0) / weights
						: req.body.overall_score;
				const evaluation = {
					id: state.id('eval'),
					interview_id: interview.id,
					interviewer: req.body.interviewer_email,
					overall_score: req.body.overall_score,
					weighted_score: Math.round(weighted * 100) / 100,
					recommendation: req.body.recommendation ?? null,
					criteria,
					notes: req.body.notes ?? null,
					created_at: state.now(),
				};
				state.evaluations.push(evaluation);
				state.emit('interview.evaluation_submitted', evaluation);
				return { status: 201, body: { data: evaluation } };
			},
		},
		{
			method: 'GET',
			path: '/interviews/{interview_id}/evaluations',
			scope: 'interviews:manage',
			handler: (req) => {
				const interview = found(state.interviews, 'interview', req.params.interview_id);
				return { body: { data: state.evaluations.filter((e) => e.interview_id === interview.id) } };
			},
		},
		{
			method: 'GET',
			path: '/analytics/summary',
			scope: 'vacancies:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'granularity', GRANULARITY);
				const all = q.from === undefined && q.to === undefined;
				const within = (at: string | null | undefined) => all || inPeriod(at, q);
				const vacancies = [...state.vacancies.values()];
				const applications = [...state.applications.values()].flatMap((m) => [...m.values()]);
				const interviews = [...state.interviews.values()].filter((i) => within(i.scheduled_at));
				const hired = applications.filter((a) => a.stage === 'hired' && within(a.hired_at));
				const inWindow = applications.filter((a) => within(a.applied_at));
				const reached = (stages: string[]) =>
					inWindow.filter((a) => stages.includes(a.stage)).length;
				const completed = interviews.filter((i) => i.status === 'completed');
				const ids = new Set(interviews.map((i) => i.id));
				return {
					body: {
						data: {
							period: {
								from: q.from ?? null,
								to: q.to ?? null,
								granularity: q.granularity ?? 'month',
							},
							vacancies: {
								active: vacancies.filter((v) => ['published', 'in_process'].includes(v.status))
									.length,
								total_published: vacancies.filter((v) => v.published_at && within(v.published_at))
									.length,
								total_views: vacancies.reduce((sum, v) => sum + v.views_count, 0),
								total_applications: inWindow.length,
							},
							candidates: {
								new_applications: inWindow.filter((a) => a.stage === 'new').length,
								in_process: inWindow.filter((a) => !['new', 'hired', 'rejected'].includes(a.stage))
									.length,
								hired: hired.length,
								average_time_to_hire_days: average(
									hired.map((a) => (Date.parse(a.hired_at) - Date.parse(a.applied_at)) / DAY),
								),
							},
							interviews: {
								scheduled: interviews.filter((i) => i.status !== 'cancelled').length,
								completed: completed.length,
								attendance_rate: percent(
									completed.length,
									interviews.filter((i) => i.status !== 'cancelled').length,
								),
								average_score: average(
									state.evaluations
										.filter((e) => ids.has(e.interview_id))
										.map((e) => e.overall_score),
								),
							},
							conversion_funnel: {
								application_to_interview: percent(
									reached(['interview', 'offer', 'hired']),
									inWindow.length,
								),
								interview_to_offer: percent(
									reached(['offer', 'hired']),
									reached(['interview', 'offer', 'hired']),
								),
								offer_to_hire: percent(reached(['hired']), reached(['offer', 'hired'])),
							},
						},
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/analytics/vacancies/{vacancy_id}',
			scope: 'vacancies:read',
			handler: (req) => {
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				const applicants = state.applicantsOf(vacancy.id);
				const applications = applicants.map((c) => state.applications.get(c.id)!.get(vacancy.id)!);
				const first = applications.map((a) => Date.parse(a.applied_at)).sort((a, b) => a - b)[0];
				const count = (values: string[]) =>
					values.reduce<Rec>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
				const skills = count(applicants.flatMap((c) => c.skills.technical));
				return {
					body: {
						data: {
							vacancy_id: vacancy.id,
							metrics: {
								views: vacancy.views_count,
								applications: applications.length,
								conversion_rate: percent(applications.length, vacancy.views_count),
								time_to_first_application:
									first && vacancy.published_at
										? Math.round(((first - Date.parse(vacancy.published_at)) / 3_600_000) * 10) / 10
										: null,
								candidates_by_stage: Object.fromEntries(
									STAGES.map((s) => [s, applications.filter((a) => a.stage === s).length]),
								),
								sources: count(applications.map((a) => a.source)),
								top_skills: Object.entries(skills)
									.map(([skill, n]) => ({ skill, count: n }))
									.sort((a, b) => b.count - a.count || a.skill.localeCompare(b.skill))
									.slice(0, 10),
							},
						},
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/analytics/recruitment',
			scope: 'vacancies:read',
			handler: (req) => {
				if (!req.principal!.scopes.includes('candidates:read'))
					throw new ApiFailure(403, 'forbidden', 'The token lacks the permission candidates:read');
				const q = req.query;
				const all = q.from === undefined && q.to === undefined;
				const within = (at: string | null | undefined) => all || inPeriod(at, q);
				const ofDepartment = (vacancyId: string) =>
					!q.department ||
					lower(state.vacancies.get(vacancyId)?.department) === lower(q.department);
				const applications = [...state.applications.values()]
					.flatMap((m) => [...m.values()])
					.filter((a) => ofDepartment(a.vacancy_id));
				const hires = applications.filter((a) => a.stage === 'hired' && within(a.hired_at));
				const offers = applications.filter((a) => ['offer', 'hired'].includes(a.stage));
				const byMonth = (dates: string[]) =>
					Object.entries(
						dates.reduce<Rec>(
							(acc, at) => ({ ...acc, [at.slice(0, 7)]: (acc[at.slice(0, 7)] ?? 0) + 1 }),
							{},
						),
					)
						.map(([month, count]) => ({ month, count }))
						.sort((a, b) => a.month.localeCompare(b.month));
				const hiredInterviews = new Set(
					[...state.interviews.values()]
						.filter((i) =>
							hires.some(
								(h) =>
									h.vacancy_id === i.vacancy_id &&
									state.applications.get(i.candidate_id)?.get(i.vacancy_id) === h,
							),
						)
						.map((i) => i.id),
				);
				return {
					body: {
						data: {
							department: q.department ?? null,
							kpis: {
								time_to_hire_avg_days: average(
									hires.map((a) => (Date.parse(a.hired_at) - Date.parse(a.applied_at)) / DAY),
								),
								// The sandbox knows no costs or satisfaction surveys.
								cost_per_hire_avg_usd: null,
								offer_acceptance_rate: percent(hires.length, offers.length),
								quality_of_hire_score: average(
									state.evaluations
										.filter((e) => hiredInterviews.has(e.interview_id))
										.map((e) => e.overall_score),
								),
								candidate_satisfaction: null,
							},
							trends: {
								applications_by_month: byMonth(
									applications.filter((a) => within(a.applied_at)).map((a) => a.applied_at),
								),
								hires_by_month: byMonth(hires.map((a) => a.hired_at)),
							},
						},
					},
				};
			},
		},
		{
			method: 'PUT',
			path: '/webhooks',
			body: {
				type: 'object',
				required: ['url', 'events'],
				additionalProperties: false,
				properties: {
					url: { type: 'string', pattern: '^https?://' },
					events: { type: 'array', uniqueItems: true, items: { enum: RECRUITMENT_EVENTS } },
					secret: { type: 'string', minLength: 16 },
				},
			},
			handler: (req: SandboxRequest) => {
				state.webhook = {
					url: req.body.url,
					events: req.body.events,
					secret: req.body.secret,
					updated_at: state.now(),
				};
				const { secret, ...shown } = state.webhook;
				return { body: { data: { ...shown, signed: Boolean(secret) } } };
			},
		},
	];

	return {
		slug: 'recruitment',
		prefix: '/v1',
		tokens,
		routes,
		state,
		error: (_status, code, message, details) => ({ error: code, message, details: details ?? [] }),
		reset: () => state.reset(),
	};
}

const GRANULARITY = ['day', 'week', 'month'];

/**
 * What `npm start` opens with: vacancies in several statuses (one draft that can be deleted),
 * candidates applied to them at various stages, a completed interview with its evaluation and one
 * scheduled. Tests start empty.
 */
export function seedRecruitment(state: RecruitmentState) {
	const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
	const backend = state.addVacancy(
		{
			title: 'Backend Engineer',
			department: 'Engineering',
			description: 'Build the services behind our hiring platform.',
			location: { country: 'MX', city: 'Guadalajara' },
			modality: 'hybrid',
			contract_type: 'full_time',
			level: 'senior',
			min_experience_years: 4,
			salary_range: { min: 60000, max: 85000, currency: 'MXN', period: 'month', visible: true },
			requirements: {
				mandatory: ['4+ years with Node.js', 'SQL databases'],
				desirable: ['Kubernetes'],
			},
			responsibilities: ['Design APIs', 'Review code'],
			skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
			benefits: ['Health insurance', 'Remote Fridays'],
			visibility: 'public',
			status: 'published',
		},
		ago(20),
	);
	const designer = state.addVacancy(
		{
			title: 'Product Designer',
			department: 'Design',
			location: { country: 'ES', city: 'Madrid' },
			modality: 'remote',
			contract_type: 'full_time',
			skills: ['Figma', 'User research'],
			status: 'published',
		},
		ago(12),
	);
	const intern = state.addVacancy(
		{
			title: 'Data Intern',
			department: 'Engineering',
			location: { country: 'CO', city: 'Bogotá' },
			modality: 'on_site',
			contract_type: 'internship',
			skills: ['Python', 'SQL'],
		},
		ago(3),
	);
	const support = state.addVacancy(
		{
			title: 'Support Specialist',
			department: 'Operations',
			modality: 'remote',
			contract_type: 'part_time',
			status: 'closed',
		},
		ago(40),
	);
	backend.views_count = 840;
	designer.views_count = 310;
	support.views_count = 95;
	const people = [
		{
			name: 'Lucía Fernández',
			email: 'lucia.fernandez@example.com',
			location: { country: 'Mexico', city: 'Guadalajara' },
			experience_years: 6,
			skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
			availability: '1_month',
			tags: ['referral'],
		},
		{
			name: 'Marco Díaz',
			email: 'marco.diaz@example.com',
			location: { country: 'Mexico', city: 'Monterrey' },
			experience_years: 3,
			skills: ['Node.js', 'MongoDB'],
			availability: 'immediate',
			tags: [],
		},
		{
			name: 'Sofía Romero',
			email: 'sofia.romero@example.com',
			location: { country: 'Spain', city: 'Madrid' },
			experience_years: 5,
			skills: ['Figma', 'User research'],
			availability: '2_weeks',
			tags: ['portfolio'],
		},
		{
			name: 'Andrés Gómez',
			email: 'andres.gomez@example.com',
			location: { country: 'Colombia', city: 'Bogotá' },
			experience_years: 0,
			skills: ['Python', 'SQL'],
			availability: 'immediate',
			tags: ['university'],
		},
		{
			name: 'Elena Castro',
			email: 'elena.castro@example.com',
			location: { country: 'Mexico', city: 'CDMX' },
			experience_years: 8,
			skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
			availability: 'negotiable',
			tags: ['senior'],
		},
	];
	const candidates = people.map((p, i) => state.addCandidate(p, ago(18 - i)));
	const [lucia, marco, sofia, andres, elena] = candidates;
	const stageOf = (
		candidate: Record<string, any>,
		vacancy: Record<string, any>,
		stage: string,
		days: number,
	) => {
		const application = state.apply(candidate.id, vacancy.id, ago(days));
		application.stage = stage;
		if (stage === 'hired') application.hired_at = ago(days - 10);
	};
	stageOf(lucia, backend, 'interview', 17);
	stageOf(marco, backend, 'reviewing', 15);
	stageOf(elena, backend, 'offer', 14);
	stageOf(sofia, designer, 'shortlisted', 10);
	stageOf(andres, intern, 'new', 2);
	state.interviews.set('int_seed_1', {
		id: 'int_seed_1',
		vacancy_id: backend.id,
		candidate_id: elena.id,
		type: 'video_service',
		status: 'completed',
		scheduled_at: ago(8).replace('Z', '+00:00'),
		duration_minutes: 60,
		timezone: 'America/Mexico_City',
		video_room_url: 'https://meet.example/room/int_seed_1',
		interviewers: [
			{
				name: 'Ana Ruiz',
				email: 'ana.ruiz@example.com',
				role: 'hiring_manager',
				required: true,
				status: 'attended',
			},
		],
		candidate_preparation: null,
		internal_notes: null,
		candidate_notified: true,
		created_at: ago(10),
	});
	state.evaluations.push({
		id: 'eval_seed_1',
		interview_id: 'int_seed_1',
		interviewer: 'ana.ruiz@example.com',
		overall_score: 4.5,
		weighted_score: 4.4,
		recommendation: 'hire',
		criteria: [],
		notes: null,
		created_at: ago(8),
	});
	const upcoming = {
		id: 'int_seed_2',
		vacancy_id: backend.id,
		candidate_id: lucia.id,
		type: 'on_site',
		status: 'scheduled',
		scheduled_at: new Date(Date.now() + 2 * DAY).toISOString().replace('Z', '+00:00'),
		duration_minutes: 45,
		timezone: 'America/Mexico_City',
		video_room_url: null,
		interviewers: [
			{
				name: 'Luis Vega',
				email: 'luis.vega@example.com',
				role: 'tech_lead',
				required: true,
				status: 'invited',
			},
		],
		candidate_preparation: 'Bring a project you are proud of.',
		internal_notes: null,
		candidate_notified: true,
		created_at: ago(1),
	};
	state.interviews.set(upcoming.id, upcoming);
	return {
		vacancies: [backend, designer, intern, support],
		candidates,
		interviews: [...state.interviews.values()],
	};
}
