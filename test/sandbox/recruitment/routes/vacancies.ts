import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { CONTRACT_TYPES, MODALITIES, VACANCY_STATUSES, schemas } from '../schemas';
import type { RecruitmentState } from '../state';
import { invalid, regions } from '../state';
import type { Rec } from './common';
import { checkCountry, checkSalary, found, inPeriod, lower, oneOf, paginate } from './common';

/** Vacancies: list, get, create, update, change status and delete (only drafts and archived). */
export function vacancyRoutes(state: RecruitmentState): Route[] {
	return [
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
			body: schemas.vacancyCreate,
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
			body: schemas.vacancyUpdate,
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
			body: schemas.vacancyStatus,
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
	];
}
