import type { IDataObject } from 'n8n-workflow';

import { BizOpsRecruitmentApi } from '../../credentials/BizOpsRecruitmentApi.credentials';
import type { RecordApi } from '../shared/crud';
import { metaPageDialect } from '../shared/pagination';
import type { ApiContext, ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';
import { answerOr } from '../shared/values';
import type { RemoteWebhooks } from '../shared/webhook/registration';

/** The error body's `details[{field, code, message}]`, one field a line: "location.country: must be ... (invalid)". */
function fieldByField(details: unknown): string | undefined {
	if (!Array.isArray(details) || details.length === 0) return undefined;
	const lines = (details as IDataObject[]).map((detail) => {
		const what = [detail.message, detail.code && `(${String(detail.code)})`]
			.filter(Boolean)
			.join(' ');
		return `${detail.field ? String(detail.field) : 'request'}: ${what || 'invalid'}`;
	});
	return `Fields: ${lines.join('; ')}`;
}

export const recruitment: ApiDefinition = {
	name: 'Recruitment',
	credentialType: 'bizOpsRecruitmentApi',
	prefix: '/v1',
	describeDetails: fieldByField,
	hints: {
		validation_error: 'The API rejected some fields: correct each field named below.',
		duplicate_slug:
			'Another vacancy already has this title (its slug is taken): choose a different title.',
		'401': 'The access token is missing, invalid or expired: check the credential.',
		'403':
			'The token lacks the scope this operation needs (vacancies:read, vacancies:write, candidates:read, candidates:write or interviews:manage).',
		'404':
			'Check the ID: the vacancy, candidate, interview or import does not exist in this account.',
		'409':
			'The record is in a state that does not allow this, or the data duplicates another record (for example a vacancy slug): read it again first.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const recruitmentCredentialTest = credentialTest(
	recruitment,
	new BizOpsRecruitmentApi().authenticate,
	{ method: 'GET', path: '/vacancies', qs: { page: 1, per_page: 1 } },
);

/** What Vacancy → Delete answers to a refusal: the document allows deleting drafts only. */
export const vacancyDeletion: ApiDefinition = {
	...recruitment,
	hints: {
		...recruitment.hints,
		'409':
			'Only a draft vacancy without candidates can be deleted: close it and archive it instead (Vacancy → Change Status).',
		'422':
			'Only a draft vacancy without candidates can be deleted: close it and archive it instead (Vacancy → Change Status).',
	},
};

/** A Recruitment request; payloads arrive as `{data}`, and this returns what `data` holds (undefined for 204). */
export const recruitmentRequest = interfaceRequest(recruitment, 'data');

/** `page`/`per_page` (max 100) with `meta {current_page, per_page, total, total_pages}`. */
export const recruitmentPages = metaPageDialect;

export const recruitmentRecords: RecordApi = {
	definition: recruitment,
	request: recruitmentRequest,
	pages: recruitmentPages,
};

/**
 * `PUT /webhooks` configures the account's webhooks; the document does not show its body. The
 * URL, the events and the secret are sent under these names by default, each changeable in the
 * node (Registration Field Names).
 */
export interface RegistrationFields extends IDataObject {
	urlField: string;
	eventsField: string;
	signingField: string;
}

export const REGISTRATION_FIELDS: RegistrationFields = {
	urlField: 'url',
	eventsField: 'events',
	signingField: 'secret',
};

/**
 * The account's one webhook configuration as the trigger sees it: it cannot be read back and has
 * no id, so the lifecycle remembers what it configured; removing it is configuring no events.
 */
export const recruitmentWebhooks = (fields: RegistrationFields): RemoteWebhooks => ({
	async create(ctx, registration) {
		await configureWebhooks(ctx, fields, registration);
		return undefined;
	},
	async remove(ctx, _id, url) {
		await configureWebhooks(ctx, fields, { url, events: [] });
	},
});

export async function configureWebhooks(
	ctx: ApiContext,
	fields: RegistrationFields,
	configuration: { url: string; events: string[]; secret?: string },
): Promise<IDataObject> {
	const body: IDataObject = {
		[fields.urlField]: configuration.url,
		[fields.eventsField]: configuration.events,
	};
	if (configuration.secret) body[fields.signingField] = configuration.secret;
	// The PUT replaces the account's whole configuration: sent twice, it leaves it as once.
	const answer = await recruitmentRequest.call(ctx, {
		method: 'PUT',
		path: '/webhooks',
		body,
		idempotent: true,
	});
	return answerOr(answer, {});
}

export const VACANCY_STATUSES = [
	'draft',
	'published',
	'paused',
	'in_process',
	'closed',
	'archived',
] as const;
export const MODALITIES = ['on_site', 'remote', 'hybrid'] as const;
export const CONTRACT_TYPES = [
	'full_time',
	'part_time',
	'project',
	'internship',
	'temporary',
] as const;
export const STAGES = [
	'new',
	'reviewing',
	'shortlisted',
	'interview',
	'offer',
	'hired',
	'rejected',
] as const;
export const AVAILABILITIES = ['immediate', '2_weeks', '1_month', 'negotiable'] as const;
export const CANDIDATE_SORTS = ['applied_at', 'name', 'experience', 'match_score'] as const;
export const INTERVIEW_TYPES = ['video_service', 'on_site', 'phone', 'external_video'] as const;
export const INTERVIEW_STATUSES = [
	'scheduled',
	'confirmed',
	'in_progress',
	'completed',
	'cancelled',
] as const;
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export const RECRUITMENT_EVENTS = [
	'vacancy.published',
	'vacancy.closed',
	'candidate.applied',
	'candidate.stage_changed',
	'interview.scheduled',
	'interview.completed',
	'interview.evaluation_submitted',
] as const;
