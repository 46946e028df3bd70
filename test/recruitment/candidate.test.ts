import { byId, file, recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

describe('Candidate → Get Many (of a vacancy)', () => {
	test('filters and sort are sent as the API names them, skills comma-joined; stage and match score are per vacancy', async () => {
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 4);
		bed.state().applications.get(candidates[2].id)!.get(vacancy.id)!.stage = 'shortlisted';
		const { items, error } = await bed.run({
			resource: 'candidate',
			operation: 'getAll',
			vacancyId: byId(vacancy.id),
			returnAll: true,
			filters: { stage: 'new', skills: 'node.js, SQL', min_experience: 1, location: '' },
			sort: { sort_by: 'experience', sort_order: 'asc' },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('GET', '/vacancies/{vacancy_id}/candidates')[0].query).toEqual({
			stage: 'new',
			skills: 'node.js,SQL',
			min_experience: '1',
			sort_by: 'experience',
			sort_order: 'asc',
			page: '1',
			per_page: '100',
		});
		// Candidates 1 and 3 have both skills; 3 is shortlisted.
		expect(items.map((i) => [i.json.name, i.json.stage, i.json.match_score])).toEqual([
			['Candidate 1', 'new', 100],
		]);
	});

	test('location filters; an unknown sort is impossible and a fractional experience is refused', async () => {
		const { vacancy } = bed.vacancyWithApplicants('Designer', 1);
		const other = bed.state().addCandidate({
			name: 'Ana',
			email: 'ana@example.com',
			location: { country: 'Spain', city: 'Madrid' },
		});
		bed.state().apply(other.id, vacancy.id);
		const { items } = await bed.run({
			resource: 'candidate',
			operation: 'getAll',
			vacancyId: byId(vacancy.id),
			filters: { location: 'madrid' },
		});
		expect(items.map((i) => i.json.name)).toEqual(['Ana']);
		const bad = await bed.run({
			resource: 'candidate',
			operation: 'getAll',
			vacancyId: byId(vacancy.id),
			filters: { min_experience: 1.5 },
		});
		expect(bad.error?.message).toContain(
			'Min Experience (Years) (min_experience): must be a whole number from 0 to 80',
		);
	});
});

describe('Candidate → Get / Search / Add Note', () => {
	test('Get returns the detail with applications (Simplify off) or the list fields', async () => {
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 1);
		const full = await bed.run({
			resource: 'candidate',
			operation: 'get',
			candidateId: byId(candidates[0].id),
			simplify: false,
		});
		expect(full.items[0].json).toMatchObject({
			id: candidates[0].id,
			skills: { technical: ['Node.js', 'SQL'], soft: [] },
			applications: [{ vacancy_id: vacancy.id, vacancy_title: 'Backend Engineer', stage: 'new' }],
		});
		const simple = await bed.run({
			resource: 'candidate',
			operation: 'get',
			candidateId: byId(candidates[0].id),
		});
		expect(Object.keys(simple.items[0].json)).not.toContain('applications');
	});

	test('Search sends q, skills and tags comma-joined, location, experience and availability', async () => {
		bed.state().addCandidate({
			name: 'Lucía',
			email: 'lucia@example.com',
			skills: ['React', 'Node.js'],
			tags: ['referral', 'senior'],
			location: { city: 'Guadalajara' },
			experience_years: 6,
			availability: 'immediate',
		});
		bed.state().addCandidate({
			name: 'Marco',
			email: 'marco@example.com',
			skills: ['React'],
			tags: ['referral'],
			experience_years: 6,
			availability: 'immediate',
		});
		const { items, error } = await bed.run({
			resource: 'candidate',
			operation: 'search',
			returnAll: true,
			filters: {
				q: 'luc',
				skills: 'react, node.js',
				location: 'guadalajara',
				min_experience: 5,
				availability: 'immediate',
				tags: 'referral,senior',
			},
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.name)).toEqual(['Lucía']);
		expect(bed.requests('GET', '/candidates/search')[0].query).toMatchObject({
			q: 'luc',
			skills: 'react,node.js',
			location: 'guadalajara',
			min_experience: '5',
			availability: 'immediate',
			tags: 'referral,senior',
		});
	});

	test('Add Note sends content and visibility; an empty note is refused', async () => {
		const candidate = bed.state().addCandidate({ name: 'Ana', email: 'ana@example.com' });
		const { items } = await bed.run({
			resource: 'candidate',
			operation: 'addNote',
			candidateId: byId(candidate.id),
			content: 'Strong portfolio',
			visibility: 'private',
		});
		expect(bed.requests('POST', '/candidates/{candidate_id}/notes')[0].body).toEqual({
			content: 'Strong portfolio',
			visibility: 'private',
		});
		expect(items[0].json).toMatchObject({
			candidate_id: candidate.id,
			content: 'Strong portfolio',
			visibility: 'private',
		});
		const empty = await bed.run({
			resource: 'candidate',
			operation: 'addNote',
			candidateId: byId(candidate.id),
			content: '  ',
		});
		expect(empty.error?.message).toBe('Content: is required (item 0)');
	});
});

describe('Candidate → Move to Stage', () => {
	test('moves the candidate within the vacancy and returns the previous and new stage', async () => {
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 1);
		const { items, error } = await bed.run({
			resource: 'candidate',
			operation: 'moveStage',
			vacancyId: byId(vacancy.id),
			candidateId: byId(candidates[0].id),
			stage: 'shortlisted',
			notes: 'Great test',
			notify_candidate: true,
		});
		expect(error).toBeUndefined();
		expect(
			bed.requests('POST', '/vacancies/{vacancy_id}/candidates/{candidate_id}/stage')[0].body,
		).toEqual({ stage: 'shortlisted', notes: 'Great test', notify_candidate: true });
		expect(items[0].json).toMatchObject({
			previous_stage: 'new',
			new_stage: 'shortlisted',
			changed_by: 'recruiter_1',
			notification_sent: true,
			changed_at: expect.any(String),
		});
		expect(bed.state().applications.get(candidates[0].id)!.get(vacancy.id)!.stage).toBe(
			'shortlisted',
		);
	});

	test('a candidate who did not apply to the vacancy is the API 404 with its hint', async () => {
		const { vacancy } = bed.vacancyWithApplicants('Backend Engineer', 0);
		const stranger = bed.state().addCandidate({ name: 'Ana', email: 'ana@example.com' });
		const { error } = await bed.run({
			resource: 'candidate',
			operation: 'moveStage',
			vacancyId: byId(vacancy.id),
			candidateId: byId(stranger.id),
			stage: 'offer',
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain('Check the ID');
	});
});

describe('Candidate → Import / Get Import Status', () => {
	const csv =
		'name,email,skills,experience_years,tags\nAna Ruiz,ana@example.com,React;SQL,4,fair\nLuis Vega,luis@example.com,Go,2,\nNo Mail,,Java,1,\n';
	const input = () => ({ binary: [{ data: file(csv, 'candidates.csv', 'text/csv') }] });

	test('without waiting: uploads the file as multipart with source and tags, and returns the job in processing', async () => {
		const { items, error } = await bed.run(
			{ resource: 'candidate', operation: 'import', source: 'job_fair', tags: 'fair2026, backend' },
			[{}],
			input(),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			import_id: expect.any(String),
			status: 'processing',
			total_rows: 3,
			processed: 0,
			source: 'job_fair',
			tags: ['fair2026', 'backend'],
		});
		const [upload] = bed.requests('POST', '/candidates/import');
		expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

		bed.state().importDurationMs = 0;
		const status = await bed.run({
			resource: 'candidate',
			operation: 'getImport',
			importId: items[0].json.import_id as string,
		});
		expect(status.items[0].json).toMatchObject({
			status: 'completed',
			processed: 3,
			created: 2,
			duplicates: 0,
			errors: 1,
		});
		const imported = [...bed.state().candidates.values()].find(
			(c) => c.email === 'ana@example.com',
		);
		expect(imported).toMatchObject({
			source: 'job_fair',
			tags: ['fair', 'fair2026', 'backend'],
			skills: { technical: ['React', 'SQL'] },
		});
	});

	test('Wait for Completion polls the job until it is done and returns its counts', async () => {
		bed.state().importDurationMs = 700;
		bed.state().addCandidate({ name: 'Ana Ruiz', email: 'ana@example.com' });
		const { items, error } = await bed.run(
			{ resource: 'candidate', operation: 'import', waitForCompletion: true, maxWaitSeconds: 20 },
			[{}],
			input(),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			status: 'completed',
			total_rows: 3,
			processed: 3,
			created: 1,
			duplicates: 1,
			errors: 1,
		});
		expect(bed.requests('GET', '/candidates/import/{import_id}').length).toBeGreaterThanOrEqual(1);
		expect(bed.requests('POST', '/candidates/import')).toHaveLength(1);
	});

	test('Wait for Completion gives up after Max Wait, naming the import to read later', async () => {
		bed.state().importDurationMs = 60_000;
		const { error } = await bed.run(
			{ resource: 'candidate', operation: 'import', waitForCompletion: true, maxWaitSeconds: 2 },
			[{}],
			input(),
		);
		expect(error?.message).toMatch(/^The import imp_\d+ is still processing after 2 seconds/);
		expect(error?.description).toContain('Candidate → Get Import Status');
		expect(bed.state().imports.size).toBe(1);
	});

	test('a missing binary field fails before any request; an unknown import is the API 404', async () => {
		const missing = await bed.run(
			{ resource: 'candidate', operation: 'import', binaryPropertyName: 'cv' },
			[{}],
			input(),
		);
		expect(missing.error?.message).toMatch(/cv/);
		expect(bed.requests()).toHaveLength(0);
		const unknown = await bed.run({
			resource: 'candidate',
			operation: 'getImport',
			importId: 'imp_missing',
		});
		expect(unknown.error?.httpCode).toBe('404');
	});
});
