import { RECRUITMENT_TOKENS } from '../sandbox/recruitment';
import { byId, recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

/** Two vacancies of two departments, with applicants at several stages and one evaluated interview. */
function hiringData() {
	const { vacancy: backend, candidates } = bed.vacancyWithApplicants('Backend Engineer', 4, {
		department: 'Engineering',
	});
	const { vacancy: design } = bed.vacancyWithApplicants('Designer', 1, {
		department: 'Design',
		skills: ['Figma'],
	});
	backend.views_count = 200;
	const stage = (i: number, value: string) => {
		const application = bed.state().applications.get(candidates[i].id)!.get(backend.id)!;
		application.stage = value;
		if (value === 'hired')
			application.hired_at = new Date(
				Date.parse(application.applied_at) + 10 * 86_400_000,
			).toISOString();
	};
	stage(0, 'hired');
	stage(1, 'offer');
	stage(2, 'interview');
	bed.state().interviews.set('int_a', {
		id: 'int_a',
		vacancy_id: backend.id,
		candidate_id: candidates[0].id,
		status: 'completed',
		scheduled_at: new Date().toISOString(),
		interviewers: [],
	});
	bed.state().evaluations.push({ id: 'eval_a', interview_id: 'int_a', overall_score: 4 });
	return { backend, design };
}

describe('Analytics', () => {
	test('Get Summary sends from, to and granularity and returns the figures computed from the data', async () => {
		hiringData();
		const { items, error } = await bed.run({
			resource: 'analytics',
			operation: 'summary',
			from: '2020-01-01T00:00:00Z',
			to: '2099-12-31T00:00:00Z',
			granularity: 'week',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('GET', '/analytics/summary')[0].query).toEqual({
			from: '2020-01-01T00:00:00.000Z',
			to: '2099-12-31T00:00:00.000Z',
			granularity: 'week',
		});
		expect(items[0].json).toMatchObject({
			period: { granularity: 'week' },
			vacancies: { active: 2, total_published: 2, total_views: 200, total_applications: 5 },
			candidates: { new_applications: 2, in_process: 2, hired: 1, average_time_to_hire_days: 10 },
			interviews: { scheduled: 1, completed: 1, attendance_rate: 100, average_score: 4 },
			conversion_funnel: {
				application_to_interview: 60,
				interview_to_offer: 66.7,
				offer_to_hire: 50,
			},
		});
	});

	test('a reversed period is refused before any request', async () => {
		const { error } = await bed.run({
			resource: 'analytics',
			operation: 'summary',
			from: '2026-03-01',
			to: '2026-01-01',
		});
		expect(error?.message).toBe('From: must not be after To (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('Get Vacancy Metrics returns views, applications, stages, sources and top skills of one vacancy', async () => {
		const { backend } = hiringData();
		const { items } = await bed.run({
			resource: 'analytics',
			operation: 'vacancy',
			vacancyId: byId(backend.id),
		});
		expect(items[0].json).toMatchObject({
			metrics: {
				views: 200,
				applications: 4,
				conversion_rate: 2,
				candidates_by_stage: { new: 1, interview: 1, offer: 1, hired: 1, rejected: 0 },
				sources: { direct: 4 },
				top_skills: [
					{ skill: 'SQL', count: 4 },
					{ skill: 'Node.js', count: 2 },
				],
			},
		});
	});

	test('Get KPIs filters by department and needs both vacancies:read and candidates:read', async () => {
		hiringData();
		const { items, error } = await bed.run({
			resource: 'analytics',
			operation: 'recruitment',
			department: 'Engineering',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('GET', '/analytics/recruitment')[0].query).toEqual({
			department: 'Engineering',
		});
		expect(items[0].json).toMatchObject({
			kpis: { time_to_hire_avg_days: 10, offer_acceptance_rate: 50, quality_of_hire_score: 4 },
			trends: { applications_by_month: [{ count: 4 }], hires_by_month: [{ count: 1 }] },
		});
		const vacanciesOnly = await bed.run(
			{ resource: 'analytics', operation: 'recruitment' },
			undefined,
			{ token: RECRUITMENT_TOKENS.vacanciesOnly },
		);
		expect(vacanciesOnly.error?.httpCode).toBe('403');
		expect(vacanciesOnly.error?.description).toContain('lacks the scope');
	});
});
