import { RECRUITMENT_TOKENS } from '../sandbox/recruitment';
import { byId, recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

describe('Recruitment errors and retries', () => {
	test('a wrong token is the API 401 with a hint to check the credential', async () => {
		const { error } = await bed.run({ resource: 'vacancy', operation: 'getAll' }, undefined, {
			token: 'nope',
		});
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toBe(
			'Recruitment answered 401 unauthorized: Missing or invalid access token',
		);
		expect(error?.description).toContain('check the credential');
	});

	test('a read-only token gets 403 on a write, naming the scopes', async () => {
		const { error } = await bed.run(
			{ resource: 'vacancy', operation: 'create', title: 'QA' },
			undefined,
			{ token: RECRUITMENT_TOKENS.readOnly },
		);
		expect(error?.httpCode).toBe('403');
		expect(error?.message).toContain('vacancies:write');
		expect(error?.description).toContain('vacancies:read, vacancies:write');
	});

	test('a 429 on a read is waited out and retried', async () => {
		bed.state().addVacancy({ title: 'QA' });
		bed.sandbox.failNext('recruitment', 429, { headers: { 'Retry-After': '0' } });
		const { items, error } = await bed.run({ resource: 'vacancy', operation: 'getAll' });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(bed.requests('GET', '/vacancies').map((r) => r.status)).toEqual([429, 200]);
	});

	test('a 429 on a write that could repeat its effect is not retried', async () => {
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 1);
		bed.sandbox.failNext('recruitment', 429, { headers: { 'Retry-After': '0' }, method: 'POST' });
		const { error } = await bed.run({
			resource: 'candidate',
			operation: 'moveStage',
			vacancyId: byId(vacancy.id),
			candidateId: byId(candidates[0].id),
			stage: 'offer',
		});
		expect(error?.httpCode).toBe('429');
		expect(bed.requests('POST').map((r) => r.status)).toEqual([429]);
	});

	test('with Continue On Fail each item fails or succeeds on its own, paired with its input', async () => {
		const vacancy = bed.state().addVacancy({ title: 'QA' });
		const { items } = await bed.run(
			{ resource: 'vacancy', operation: 'get', vacancyId: byId('={{ $json.id }}') },
			[{ id: vacancy.id }, { id: 'vac_missing' }],
			{ continueOnFail: true },
		);
		expect(items.map((i) => [i.pairedItem, i.json.id ?? i.json.httpCode])).toEqual([
			[{ item: 0 }, vacancy.id],
			[{ item: 1 }, '404'],
		]);
	});
});
