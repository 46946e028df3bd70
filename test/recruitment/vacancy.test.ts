import { byId, recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

const create = (parameters: Record<string, unknown> = {}) =>
	bed.run({ resource: 'vacancy', operation: 'create', title: 'Backend Engineer', ...parameters });

describe('Vacancy → Create', () => {
	test('sends every documented field in the API shape; the API answers with id, slug and status', async () => {
		const { items, error } = await create({
			additionalFields: {
				department: 'Engineering',
				description: 'Build services',
				location: { value: { country: 'mx', city: 'Guadalajara' } },
				modality: 'hybrid',
				contract_type: 'full_time',
				level: 'senior',
				min_experience_years: 4,
				salary_range: {
					value: { min: 60000, max: 85000, currency: 'mxn', period: 'month', visible: false },
				},
				requirements: { value: { mandatory: 'Node.js, 4+ years\nSQL', desirable: 'Kubernetes' } },
				responsibilities: 'Design APIs\nReview code, mentor',
				skills: 'Node.js, TypeScript ,SQL',
				benefits: 'Health insurance\nRemote Fridays',
				visibility: 'public',
				status: 'published',
			},
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			title: 'Backend Engineer',
			slug: 'backend-engineer',
			status: 'published',
			id: expect.any(String),
		});
		const [sent] = bed.requests('POST', '/vacancies');
		expect(sent.body).toEqual({
			title: 'Backend Engineer',
			department: 'Engineering',
			description: 'Build services',
			location: { country: 'MX', city: 'Guadalajara' },
			modality: 'hybrid',
			contract_type: 'full_time',
			level: 'senior',
			min_experience_years: 4,
			salary_range: { min: 60000, max: 85000, currency: 'MXN', period: 'month', visible: false },
			requirements: { mandatory: ['Node.js, 4+ years', 'SQL'], desirable: ['Kubernetes'] },
			responsibilities: ['Design APIs', 'Review code, mentor'],
			skills: ['Node.js', 'TypeScript', 'SQL'],
			benefits: ['Health insurance', 'Remote Fridays'],
			visibility: 'public',
			status: 'published',
		});
		// Responses return the country name.
		const read = await bed.run({
			resource: 'vacancy',
			operation: 'get',
			vacancyId: byId(items[0].json.id as string),
			simplify: false,
		});
		expect(read.items[0].json).toMatchObject({
			location: { country: 'Mexico', city: 'Guadalajara' },
			requirements: { desirable: ['Kubernetes'] },
			status: 'published',
		});
	});

	test.each([
		[
			{ location: { value: { country: 'Mexico' } } },
			'Location › Country Code (location.country): must be a 2-letter ISO 3166 country code',
		],
		[{ location: { value: { country: 'XX' } } }, 'must be a 2-letter ISO 3166 country code'],
		[{ location: { value: { country: 'ZZ' } } }, 'must be a 2-letter ISO 3166 country code'],
		[
			{ salary_range: { value: { min: 90000, max: 10000 } } },
			'Salary Range › Min: must not be greater than Max',
		],
		[{ salary_range: { value: { currency: 'pesos' } } }, 'must be a 3-letter ISO 4217 code'],
		[{ min_experience_years: 2.5 }, 'Min Experience (Years): must be a whole number from 0 to 80'],
	])('refuses %j before any request', async (additionalFields, message) => {
		const { error } = await create({ additionalFields });
		expect(error?.message).toContain(message);
		expect(bed.requests()).toHaveLength(0);
	});

	test('a missing title is refused before any request', async () => {
		const { error } = await create({ title: '   ' });
		expect(error?.message).toBe('Title: is required (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('a duplicate slug is the API 409 with its hint', async () => {
		await create();
		const { error } = await create();
		expect(error?.httpCode).toBe('409');
		expect(error?.message).toContain('Recruitment answered 409 duplicate_slug');
		expect(error?.description).toContain('choose a different title');
		expect(error?.description).toContain(
			'Fields: title: slug backend-engineer is taken (duplicate)',
		);
	});
});

describe('Vacancy → Get / Get Many', () => {
	test('Get simplifies to the list fields by default', async () => {
		const vacancy = bed
			.state()
			.addVacancy({ title: 'QA Analyst', description: 'long text', benefits: ['Gym'] });
		const { items } = await bed.run({
			resource: 'vacancy',
			operation: 'get',
			vacancyId: byId(vacancy.id),
		});
		expect(items[0].json).toMatchObject({ id: vacancy.id, title: 'QA Analyst', status: 'draft' });
		expect(items[0].json).not.toHaveProperty('description');
	});

	test('every filter is sent as the API names it, and the list is filtered', async () => {
		const at = (iso: string) => iso;
		bed.state().addVacancy(
			{
				title: 'Old Remote',
				department: 'Engineering',
				modality: 'remote',
				contract_type: 'full_time',
				location: { country: 'MX' },
				status: 'published',
			},
			at('2026-01-05T10:00:00.000Z'),
		);
		bed.state().addVacancy(
			{
				title: 'Remote Backend',
				description: 'Node',
				department: 'Engineering',
				modality: 'remote',
				contract_type: 'full_time',
				location: { country: 'MX' },
				status: 'published',
			},
			at('2026-02-10T10:00:00.000Z'),
		);
		bed.state().addVacancy(
			{
				title: 'Onsite Backend',
				department: 'Engineering',
				modality: 'on_site',
				contract_type: 'full_time',
				location: { country: 'ES' },
				status: 'published',
			},
			at('2026-02-11T10:00:00.000Z'),
		);
		const { items, error } = await bed.run({
			resource: 'vacancy',
			operation: 'getAll',
			returnAll: true,
			filters: {
				status: 'published',
				department: 'engineering',
				modality: 'remote',
				contract_type: 'full_time',
				location_country: 'mx',
				search: 'backend',
				created_from: '2026-02-01T00:00:00',
				created_to: '2026-02-28',
			},
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.title)).toEqual(['Remote Backend']);
		expect(bed.requests('GET', '/vacancies')[0].query).toEqual({
			status: 'published',
			department: 'engineering',
			modality: 'remote',
			contract_type: 'full_time',
			location_country: 'MX',
			search: 'backend',
			created_from: '2026-02-01',
			created_to: '2026-02-28',
			page: '1',
			per_page: '100',
		});
	});

	test('Return All walks every page at 100; Limit stops at the limit', async () => {
		for (let i = 0; i < 130; i++) bed.state().addVacancy({ title: `Role ${i}` });
		const all = await bed.run({ resource: 'vacancy', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(130);
		expect(bed.requests('GET', '/vacancies').map((r) => [r.query.page, r.query.per_page])).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		bed.sandbox.clearLog();
		const some = await bed.run({ resource: 'vacancy', operation: 'getAll', limit: 30 });
		expect(some.items).toHaveLength(30);
		expect(bed.requests('GET', '/vacancies').map((r) => r.query.per_page)).toEqual(['30']);
	});

	test('a bad country or a reversed date range is refused before any request', async () => {
		const country = await bed.run({
			resource: 'vacancy',
			operation: 'getAll',
			filters: { location_country: 'MEX' },
		});
		expect(country.error?.message).toContain(
			'Country Code (location_country): must be a 2-letter ISO 3166 country code',
		);
		const dates = await bed.run({
			resource: 'vacancy',
			operation: 'getAll',
			filters: { created_from: '2026-03-01', created_to: '2026-02-01' },
		});
		expect(dates.error?.message).toContain('Created From: must not be after Created To');
		expect(bed.requests()).toHaveLength(0);
	});
});

describe('Vacancy → Update / Change Status / Delete', () => {
	test('Update sends only the fields set (PATCH), a new status included', async () => {
		const vacancy = bed.state().addVacancy({ title: 'QA Analyst', department: 'Quality' });
		const { items, error } = await bed.run({
			resource: 'vacancy',
			operation: 'update',
			vacancyId: byId(vacancy.id),
			updateFields: {
				skills: 'Cypress',
				location: { value: { country: 'co' } },
				status: 'published',
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('PATCH', '/vacancies/{vacancy_id}')[0].body).toEqual({
			skills: ['Cypress'],
			location: { country: 'CO' },
			status: 'published',
		});
		expect(items[0].json).toMatchObject({
			id: vacancy.id,
			department: 'Quality',
			skills: ['Cypress'],
			status: 'published',
			location: { country: 'Colombia' },
		});
	});

	test('Update with no field set is refused', async () => {
		const vacancy = bed.state().addVacancy({ title: 'QA Analyst' });
		const { error } = await bed.run({
			resource: 'vacancy',
			operation: 'update',
			vacancyId: byId(vacancy.id),
			updateFields: {},
		});
		expect(error?.message).toContain('set at least one field to update');
		expect(bed.requests()).toHaveLength(0);
	});

	test('Change Status sends status and reason; closing is announced as vacancy.closed', async () => {
		const vacancy = bed.state().addVacancy({ title: 'QA Analyst', status: 'published' });
		const { items, error } = await bed.run({
			resource: 'vacancy',
			operation: 'changeStatus',
			vacancyId: byId(vacancy.id),
			status: 'closed',
			reason: 'Position filled',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/vacancies/{vacancy_id}/status')[0].body).toEqual({
			status: 'closed',
			reason: 'Position filled',
		});
		expect(items[0].json).toMatchObject({
			id: vacancy.id,
			status: 'closed',
			previous_status: 'published',
			reason: 'Position filled',
		});
	});

	test('Delete removes a draft (204)', async () => {
		const vacancy = bed.state().addVacancy({ title: 'Draft role' });
		const { items, error } = await bed.run({
			resource: 'vacancy',
			operation: 'delete',
			vacancyId: byId(vacancy.id),
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: vacancy.id, deleted: true });
		expect(bed.state().vacancies.has(vacancy.id)).toBe(false);
	});

	test.each([
		[
			'a published vacancy',
			() => bed.state().addVacancy({ title: 'Live role', status: 'published' }).id,
			'vacancy_not_draft',
		],
		[
			'a draft with candidates',
			() => bed.vacancyWithApplicants('Draft with people', 1, { status: 'draft' }).vacancy.id,
			'vacancy_has_candidates',
		],
	])(
		'Delete of %s is refused by the API with the hint to close and archive it',
		async (_name, make, code) => {
			const id = make();
			const { error } = await bed.run({
				resource: 'vacancy',
				operation: 'delete',
				vacancyId: byId(id),
			});
			expect(error?.httpCode).toBe('409');
			expect(error?.message).toContain(`409 ${code}`);
			expect(error?.description).toContain('close it and archive it instead');
			expect(bed.state().vacancies.has(id)).toBe(true);
		},
	);
});
