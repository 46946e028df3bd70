import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { GRANULARITY, STAGES } from '../schemas';
import type { RecruitmentState } from '../state';
import { DAY } from '../state';
import type { Rec } from './common';
import { average, found, inPeriod, lower, oneOf, percent } from './common';

export const analyticsRoutes = (state: RecruitmentState): Route[] => [
	...summaryRoutes(state),
	...kpiRoutes(state),
];

/** The account summary and one vacancy's metrics, computed from the data. */
function summaryRoutes(state: RecruitmentState): Route[] {
	return [
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
	];
}

/** The recruitment KPIs (they also need candidates:read). */
function kpiRoutes(state: RecruitmentState): Route[] {
	return [
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
	];
}
