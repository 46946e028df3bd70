import { byId, recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

const schedule = (vacancyId: string, candidateId: string, extra: Record<string, unknown> = {}) =>
	bed.run({
		resource: 'interview',
		operation: 'schedule',
		vacancy_id: byId(vacancyId),
		candidate_id: byId(candidateId),
		type: 'video_service',
		scheduled_at: '2026-03-02T10:00:00-06:00',
		duration_minutes: 45,
		...extra,
	});

/** A vacancy, an applicant and an interview scheduled straight in the sandbox. */
function interviewFor(fields: Record<string, unknown> = {}) {
	const { vacancy, candidates } = bed.vacancyWithApplicants(
		`Role ${bed.state().vacancies.size + 1}`,
		1,
	);
	const id = `int_${bed.state().interviews.size + 1}`;
	const interview = {
		id,
		vacancy_id: vacancy.id,
		candidate_id: candidates[0].id,
		type: 'phone',
		status: 'scheduled',
		scheduled_at: '2026-03-02T10:00:00-06:00',
		duration_minutes: 30,
		interviewers: [{ name: 'Ana', email: 'ana@example.com', status: 'invited' }],
		...fields,
	};
	bed.state().interviews.set(id, interview);
	return { vacancy, candidate: candidates[0], interview };
}

describe('Interview → Schedule', () => {
	test('sends every field; the API answers 201 with the interview in scheduled', async () => {
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 1);
		const { items, error } = await schedule(vacancy.id, candidates[0].id, {
			interviewers: {
				interviewer: [
					{ name: 'Ana Ruiz', email: 'ana@example.com', role: 'hiring_manager', required: true },
					{ name: 'Luis Vega', email: 'luis@example.com', role: '', required: false },
				],
			},
			additionalFields: {
				timezone: 'America/Mexico_City',
				candidate_preparation: 'Bring your portfolio',
				internal_notes: 'Focus on APIs',
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/interviews')[0].body).toEqual({
			vacancy_id: vacancy.id,
			candidate_id: candidates[0].id,
			type: 'video_service',
			scheduled_at: '2026-03-02T10:00:00-06:00',
			duration_minutes: 45,
			timezone: 'America/Mexico_City',
			interviewers: [
				{ name: 'Ana Ruiz', email: 'ana@example.com', role: 'hiring_manager', required: true },
				{ name: 'Luis Vega', email: 'luis@example.com', required: false },
			],
			candidate_preparation: 'Bring your portfolio',
			internal_notes: 'Focus on APIs',
		});
		expect(items[0].json).toMatchObject({
			status: 'scheduled',
			video_room_url: expect.stringContaining('https://'),
			candidate_notified: true,
		});
	});

	test('a time without offset is read in the chosen time zone and sent with its offset', async () => {
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 1);
		const { error } = await schedule(vacancy.id, candidates[0].id, {
			scheduled_at: '2026-07-01T09:30:00',
			additionalFields: { timezone: 'Europe/Madrid' },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/interviews')[0].body.scheduled_at).toBe(
			'2026-07-01T09:30:00+02:00',
		);
	});

	test.each([
		[
			{ scheduled_at: '2026-03-02T10:00:00' },
			'Scheduled At: must be an ISO 8601 date-time with its UTC offset',
		],
		[{ scheduled_at: 'next monday' }, 'must be an ISO 8601 date-time with its UTC offset'],
		[
			{ additionalFields: { timezone: 'Mexico City' } },
			'Time Zone: must be an IANA time zone name',
		],
		[{ duration_minutes: 0 }, 'Duration (Minutes): must be a whole number from 1 to 1440'],
		[
			{ interviewers: { interviewer: [{ name: 'Ana', email: 'ana-at-example' }] } },
			'Interviewers › Email (interviewers[0].email): must be a valid e-mail address',
		],
	])('refuses %j before any request', async (extra, message) => {
		const { error } = await schedule('vac_1', 'cand_1', extra);
		expect(error?.message).toContain(message);
		expect(bed.requests()).toHaveLength(0);
	});

	test("the API's validation error is shown field by field", async () => {
		const { vacancy } = bed.vacancyWithApplicants('Backend Engineer', 0);
		const stranger = bed.state().addCandidate({ name: 'Ana', email: 'ana@example.com' });
		const { error } = await schedule(vacancy.id, stranger.id);
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toContain('Recruitment answered 422 validation_error');
		expect(error?.description).toBe(
			`The API rejected some fields: correct each field named below. Fields: candidate_id: candidate ${stranger.id} has not applied to vacancy ${vacancy.id} (invalid)`,
		);
	});
});

describe('Interview → Get / Get Many', () => {
	test('Get Many sends every filter; the list is filtered', async () => {
		const { vacancy } = interviewFor();
		interviewFor({ type: 'on_site', interviewers: [{ email: 'luis@example.com' }] });
		const { items, error } = await bed.run({
			resource: 'interview',
			operation: 'getAll',
			returnAll: true,
			filters: {
				status: 'scheduled',
				type: 'phone',
				vacancy_id: vacancy.id,
				interviewer_email: 'ANA@example.com',
				from: '2026-03-01T00:00:00Z',
				to: '2026-03-03T00:00:00Z',
			},
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ vacancy_id: vacancy.id, type: 'phone' });
		expect(bed.requests('GET', '/interviews')[0].query).toMatchObject({
			status: 'scheduled',
			type: 'phone',
			vacancy_id: vacancy.id,
			interviewer_email: 'ANA@example.com',
			from: '2026-03-01T00:00:00.000Z',
			to: '2026-03-03T00:00:00.000Z',
		});
	});

	test('a bad interviewer e-mail is refused before any request; Get reads one interview', async () => {
		const bad = await bed.run({
			resource: 'interview',
			operation: 'getAll',
			filters: { interviewer_email: 'ana' },
		});
		expect(bad.error?.message).toContain('Interviewer Email: must be a valid e-mail address');
		const { interview } = interviewFor();
		const { items } = await bed.run({
			resource: 'interview',
			operation: 'get',
			interviewId: byId(interview.id),
		});
		expect(items[0].json).toMatchObject({
			id: interview.id,
			status: 'scheduled',
			scheduled_at: '2026-03-02T10:00:00-06:00',
		});
	});
});

describe('Interview → Reschedule / Cancel', () => {
	test('Reschedule sends the new time with its offset, duration and reason (PATCH)', async () => {
		const { interview } = interviewFor();
		const { items, error } = await bed.run({
			resource: 'interview',
			operation: 'reschedule',
			interviewId: byId(interview.id),
			scheduled_at: '2026-03-04T16:00:00Z',
			duration_minutes: 60,
			reason: 'Interviewer unavailable',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('PATCH', '/interviews/{interview_id}')[0].body).toEqual({
			scheduled_at: '2026-03-04T16:00:00Z',
			duration_minutes: 60,
			reason: 'Interviewer unavailable',
		});
		expect(items[0].json).toMatchObject({
			scheduled_at: '2026-03-04T16:00:00Z',
			duration_minutes: 60,
		});
	});

	test('Reschedule without an offset is refused', async () => {
		const { interview } = interviewFor();
		const { error } = await bed.run({
			resource: 'interview',
			operation: 'reschedule',
			interviewId: byId(interview.id),
			scheduled_at: '2026-03-04 16:00',
		});
		expect(error?.message).toContain('must be an ISO 8601 date-time with its UTC offset');
		expect(bed.requests()).toHaveLength(0);
	});

	test("Cancel notifies the participants and leaves the candidate's stage as it was", async () => {
		const { interview, vacancy, candidate } = interviewFor();
		bed.state().applications.get(candidate.id)!.get(vacancy.id)!.stage = 'interview';
		const { items, error } = await bed.run({
			resource: 'interview',
			operation: 'cancel',
			interviewId: byId(interview.id),
			reason: 'Position on hold',
			notes: 'Will reopen in May',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/interviews/{interview_id}/cancel')[0].body).toEqual({
			reason: 'Position on hold',
			notify_participants: true,
			notes: 'Will reopen in May',
		});
		expect(items[0].json).toMatchObject({
			status: 'cancelled',
			cancellation: { notified: [candidate.email, 'ana@example.com'] },
		});
		expect(bed.state().applications.get(candidate.id)!.get(vacancy.id)!.stage).toBe('interview');
		const again = await bed.run({
			resource: 'interview',
			operation: 'cancel',
			interviewId: byId(interview.id),
		});
		expect(again.error?.httpCode).toBe('409');
	});
});

describe('Interview → Submit Evaluation / Get Evaluations', () => {
	test('sends the criteria, overall score and recommendation; the API answers with the weighted score', async () => {
		const { interview } = interviewFor({ status: 'completed' });
		const { items, error } = await bed.run({
			resource: 'interview',
			operation: 'submitEvaluation',
			interviewId: byId(interview.id),
			interviewer_email: 'ana@example.com',
			overall_score: 4,
			criteria: {
				criterion: [
					{ name: 'Technical', weight: 3, score: 5, comment: 'Solid' },
					{ name: 'Communication', weight: 1, score: 3, comment: '' },
				],
			},
			recommendation: 'hire',
			notes: 'Strong on APIs',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/interviews/{interview_id}/evaluation')[0].body).toEqual({
			interviewer_email: 'ana@example.com',
			overall_score: 4,
			criteria: [
				{ name: 'Technical', weight: 3, score: 5, comment: 'Solid' },
				{ name: 'Communication', weight: 1, score: 3 },
			],
			recommendation: 'hire',
			notes: 'Strong on APIs',
		});
		expect(items[0].json).toMatchObject({
			interview_id: interview.id,
			interviewer: 'ana@example.com',
			overall_score: 4,
			weighted_score: 4.5,
			recommendation: 'hire',
		});

		const listed = await bed.run({
			resource: 'interview',
			operation: 'getEvaluations',
			interviewId: byId(interview.id),
		});
		expect(listed.items.map((i) => i.json.id)).toEqual([items[0].json.id]);
	});

	test('a criterion without a name or an invalid e-mail is refused; a cancelled interview is the API 409', async () => {
		const { interview } = interviewFor();
		const unnamed = await bed.run({
			resource: 'interview',
			operation: 'submitEvaluation',
			interviewId: byId(interview.id),
			interviewer_email: 'ana@example.com',
			overall_score: 3,
			criteria: { criterion: [{ name: '', weight: 1, score: 2 }] },
		});
		expect(unnamed.error?.message).toContain('Criteria › Name (criteria[0].name): is required');
		const email = await bed.run({
			resource: 'interview',
			operation: 'submitEvaluation',
			interviewId: byId(interview.id),
			interviewer_email: 'ana',
			overall_score: 3,
		});
		expect(email.error?.message).toContain('Interviewer Email: must be a valid e-mail address');
		expect(bed.requests()).toHaveLength(0);
		interview.status = 'cancelled';
		const cancelled = await bed.run({
			resource: 'interview',
			operation: 'submitEvaluation',
			interviewId: byId(interview.id),
			interviewer_email: 'ana@example.com',
			overall_score: 3,
		});
		expect(cancelled.error?.httpCode).toBe('409');
		expect(cancelled.error?.message).toContain('interview_cancelled');
	});
});
