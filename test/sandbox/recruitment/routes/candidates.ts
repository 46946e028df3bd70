import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { AVAILABILITIES, STAGES, schemas } from '../schemas';
import type { RecruitmentState } from '../state';
import { importRows, invalid, splitComma } from '../state';
import type { Rec } from './common';
import { found, integerQuery, lower, oneOf, paginate } from './common';

export const candidateRoutes = (state: RecruitmentState): Route[] => [
	...candidateReadRoutes(state),
	...candidateChangeRoutes(state),
];

/** Candidates of a vacancy, the database search and one candidate. */
function candidateReadRoutes(state: RecruitmentState): Route[] {
	return [
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
	];
}

/** Stage changes, notes, and the asynchronous file import. */
function candidateChangeRoutes(state: RecruitmentState): Route[] {
	return [
		{
			method: 'POST',
			path: '/vacancies/{vacancy_id}/candidates/{candidate_id}/stage',
			scope: 'candidates:write',
			body: schemas.stageChange,
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
			body: schemas.note,
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
				const parts = req.parts;
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
	];
}
