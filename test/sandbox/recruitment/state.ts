import { randomUUID } from 'node:crypto';

import { pick } from '../lists';
import { ApiFailure } from '../server';
import type { PostedDelivery } from '../stamps';
import { StampedStore, postDelivery, timestampSignature } from '../stamps';
import { splitComma } from './importRows';

// The rows of an imported file are read in importRows.ts; its helpers stay importable from here.
export { importRows, splitComma } from './importRows';

type Rec = Record<string, any>;

/** One day in ms */
export const DAY = 86_400_000;

export const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
export const countryName = (code: string) => regions.of(code) ?? code;

export const invalid = (field: string, message: string, status = 422) =>
	new ApiFailure(status, 'validation_error', `${field}: ${message}`, [
		{ field, code: 'invalid', message },
	]);

export class RecruitmentState extends StampedStore {
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
	deliveries: PostedDelivery[] = [];
	/** Deliveries being posted; `settled()` waits for them */
	private posting: Array<Promise<void>> = [];
	/** How long an import takes to finish */
	importDurationMs = 1500;

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
		this.restartIds();
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
		if (hook.secret) headers['X-Signature'] = timestampSignature(hook.secret, timestamp, raw);
		const delivery: PostedDelivery = { url: hook.url, event, headers, raw };
		this.deliveries.push(delivery);
		this.posting.push(
			postDelivery(hook.url, headers, raw).then(
				(status) => void (delivery.status = status),
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
		return {
			...item,
			...pick(v, [
				'description',
				'responsibilities',
				'requirements',
				'benefits',
				'skills',
				'min_experience_years',
				'openings',
				'visibility',
				'updated_at',
			]),
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
		return {
			...item,
			...pick(c, [
				'availability',
				'preferred_modality',
				'salary_expectation',
				'summary',
				'experience',
				'education',
				'skills',
				'languages',
				'documents',
			]),
			applications,
			created_at: c.created_at,
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
