import type { Principal, Route, SandboxInterface } from '../server';
import { vacancyRoutes } from './routes/vacancies';
import { candidateRoutes } from './routes/candidates';
import { interviewRoutes } from './routes/interviews';
import { analyticsRoutes } from './routes/analytics';
import { webhookRoutes } from './routes/webhooks';
import { controlsRoutes } from './routes/controls';
import { RecruitmentState } from './state';

export { RECRUITMENT_EVENTS, STAGES, VACANCY_STATUSES } from './schemas';
export { seedRecruitment } from './seed';
export { RecruitmentState } from './state';

/**
 * Recruitment (doc 000) simulated: vacancies with their statuses and the delete rules, candidates
 * with a stage per vacancy, the candidate database with its asynchronous file import (a job that
 * moves from `processing` to `completed` over `importDurationMs`), interviews and evaluations,
 * analytics computed from the data, and the account's one webhook configuration (`PUT /webhooks`),
 * which receives signed deliveries of the 7 documented events.
 *
 * Not in the document, so chosen here and offered as options by the node: the registration body
 * `{url, events, secret}`; the delivery `{id, event, created_at, data}`; the signature
 * `X-Signature: sha256=<hex HMAC-SHA256 over "<X-Timestamp>.<raw body>">` with `X-Timestamp`
 * (Unix seconds) and `X-Delivery-Id`; the finished import's status `completed`.
 */

export const RECRUITMENT_TOKENS = {
	full: 'rec-full-token',
	/** vacancies:read and candidates:read: every write answers 403 */
	readOnly: 'rec-read-token',
	/** vacancies:read only: the recruitment KPIs (which need candidates:read too) answer 403 */
	vacanciesOnly: 'rec-vacancies-token',
};

const ALL_SCOPES = [
	'vacancies:read',
	'vacancies:write',
	'candidates:read',
	'candidates:write',
	'interviews:manage',
];

const tokens: Record<string, Principal> = {
	[RECRUITMENT_TOKENS.full]: { userId: 'recruiter_1', scopes: ALL_SCOPES },
	[RECRUITMENT_TOKENS.readOnly]: {
		userId: 'viewer_1',
		scopes: ['vacancies:read', 'candidates:read'],
	},
	[RECRUITMENT_TOKENS.vacanciesOnly]: { userId: 'viewer_2', scopes: ['vacancies:read'] },
};

export function recruitmentSandbox(
	state = new RecruitmentState(),
): SandboxInterface & { state: RecruitmentState } {
	const routes: Route[] = [
		...vacancyRoutes(state),
		...candidateRoutes(state),
		...interviewRoutes(state),
		...analyticsRoutes(state),
		...webhookRoutes(state),
		...controlsRoutes(state),
	];

	return {
		slug: 'recruitment',
		prefix: '/v1',
		tokens,
		routes,
		state,
		error: (_status, code, message, details) => ({ error: code, message, details: details ?? [] }),
		reset: () => state.reset(),
	};
}
