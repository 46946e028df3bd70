import { recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

// The pickers as the Vacancy → Get panel asks for them
const search = (method: string, filter?: string, token?: string) =>
	bed.listSearch(method, filter, token, { resource: 'vacancy', operation: 'get' });

describe('Recruitment pickers', () => {
	test('vacancies are searched by the API and paged', async () => {
		for (let i = 0; i < 105; i++) bed.state().addVacancy({ title: `Role ${i}` });
		bed.state().addVacancy({ title: 'Backend Engineer', status: 'published' });
		const found = await search('searchVacancies', 'backend');
		expect(found.results).toEqual([
			{ name: 'Backend Engineer (published)', value: expect.stringMatching(/^vac_/) },
		]);
		expect(bed.requests('GET', '/vacancies')[0].query).toMatchObject({ search: 'backend' });
		const first = await search('searchVacancies');
		expect(first.results).toHaveLength(100);
		const second = await search('searchVacancies', undefined, first.paginationToken);
		expect(second.results).toHaveLength(6);
		expect(second.paginationToken).toBeUndefined();
	});

	test('candidates are searched in the database by q; interviews list with time, type and candidate', async () => {
		const { candidates } = bed.vacancyWithApplicants('Backend Engineer', 2);
		const found = await search('searchCandidates', 'Candidate 2');
		expect(found.results).toEqual([
			{ name: `Candidate 2 · ${candidates[1].email}`, value: candidates[1].id },
		]);
		expect(bed.requests('GET', '/candidates/search')[0].query).toMatchObject({ q: 'Candidate 2' });
		bed.state().interviews.set('int_1', {
			id: 'int_1',
			candidate_id: candidates[0].id,
			type: 'phone',
			status: 'scheduled',
			scheduled_at: '2026-03-02T10:00:00-06:00',
			interviewers: [],
		});
		const interviews = await search('searchInterviews', 'phone');
		expect(interviews.results).toEqual([
			{ name: `2026-03-02 10:00 phone · ${candidates[0].id} (scheduled)`, value: 'int_1' },
		]);
	});
});
