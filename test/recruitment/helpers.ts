import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { RECRUITMENT_TOKENS } from '../sandbox/recruitment';

type Rec = Record<string, any>;

export function recruitmentTestbed() {
	const bed = nodeTestbed({
		slug: 'recruitment',
		type: 'recruitment',
		credentials: (baseUrl, accessToken = RECRUITMENT_TOKENS.full) => ({
			bizOpsRecruitmentApi: { baseUrl, accessToken },
		}),
	});
	const { state } = bed;
	const run = runWithSecretAs(bed, 'token');
	/** A vacancy with `count` applicants, each at stage `new` */
	const vacancyWithApplicants = (title = 'Backend Engineer', count = 2, fields: Rec = {}) => {
		const vacancy = state().addVacancy({
			title,
			department: 'Engineering',
			skills: ['Node.js', 'SQL'],
			status: 'published',
			...fields,
		});
		const candidates = Array.from({ length: count }, (_, i) => {
			const candidate = state().addCandidate({
				name: `Candidate ${i + 1}`,
				email: `c${i + 1}.${vacancy.id}@example.com`,
				skills: i % 2 ? ['SQL'] : ['Node.js', 'SQL'],
				experience_years: i + 1,
			});
			state().apply(candidate.id, vacancy.id);
			return candidate;
		});
		return { vacancy, candidates };
	};
	return { ...bed, run, vacancyWithApplicants };
}

/** Locator values and binary files, as the Sales CRM tests build them. */
export { byId, file } from '../salesCrm/helpers';
