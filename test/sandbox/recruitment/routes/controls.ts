import type { Route } from '../../server';
import type { RecruitmentState } from '../state';
import { found } from './common';

/** The sandbox's own controls (no part of the API): a candidate applies to a vacancy on the job board. */
export function controlsRoutes(state: RecruitmentState): Route[] {
	return [
		{
			method: 'POST',
			path: '/_sim/vacancies/{vacancy_id}/applications',
			auth: false,
			body: {
				type: 'object',
				required: ['name', 'email'],
				properties: { name: { type: 'string' }, email: { type: 'string' } },
			},
			handler: (req) => {
				const vacancy = found(state.vacancies, 'vacancy', req.params.vacancy_id);
				const candidate = state.addCandidate(req.body);
				state.apply(candidate.id, vacancy.id);
				return { status: 201, body: { data: state.candidateItem(candidate, vacancy.id) } };
			},
		},
	];
}
