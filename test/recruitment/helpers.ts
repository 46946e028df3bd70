import type { IBinaryKeyData, INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { RECRUITMENT_TOKENS } from '../sandbox/recruitment';

type Rec = Record<string, any>;

export function recruitmentTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.recruitment.state;
	const credentials = (token = RECRUITMENT_TOKENS.full) => ({
		bizOpsRecruitmentApi: { baseUrl: bed.sandbox.baseUrl('recruitment'), accessToken: token },
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { token?: string; continueOnFail?: boolean; binary?: IBinaryKeyData[] } = {},
	) =>
		runNode(
			{
				type: 'recruitment',
				parameters,
				credentials: credentials(options.token),
				continueOnFail: options.continueOnFail,
			},
			input as never,
			options.binary,
		);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('recruitment', method, route);
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
	return { ...bed, state, credentials, run, requests, vacancyWithApplicants };
}

/** Locator values and binary files, as the Sales CRM tests build them. */
export { byId, file } from '../salesCrm/helpers';
