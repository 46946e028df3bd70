/** The documented enumerations and the request bodies as JSON Schemas. */

export const VACANCY_STATUSES = [
	'draft',
	'published',
	'paused',
	'in_process',
	'closed',
	'archived',
];
export const MODALITIES = ['on_site', 'remote', 'hybrid'];
export const CONTRACT_TYPES = ['full_time', 'part_time', 'project', 'internship', 'temporary'];
export const STAGES = [
	'new',
	'reviewing',
	'shortlisted',
	'interview',
	'offer',
	'hired',
	'rejected',
];
export const AVAILABILITIES = ['immediate', '2_weeks', '1_month', 'negotiable'];
export const INTERVIEW_TYPES = ['video_service', 'on_site', 'phone', 'external_video'];
export const INTERVIEW_STATUSES = [
	'scheduled',
	'confirmed',
	'in_progress',
	'completed',
	'cancelled',
];
export const RECRUITMENT_EVENTS = [
	'vacancy.published',
	'vacancy.closed',
	'candidate.applied',
	'candidate.stage_changed',
	'interview.scheduled',
	'interview.completed',
	'interview.evaluation_submitted',
];
export const GRANULARITY = ['day', 'week', 'month'];

const str = { type: 'string' };
const strings = { type: 'array', items: { type: 'string' } };
const OFFSET_TIME =
	'^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$';

const vacancyProperties = {
	title: { type: 'string', minLength: 1, maxLength: 255 },
	department: str,
	description: str,
	location: {
		type: 'object',
		additionalProperties: false,
		properties: { country: { type: 'string', pattern: '^[A-Z]{2}$' }, city: str },
	},
	modality: { enum: MODALITIES },
	contract_type: { enum: CONTRACT_TYPES },
	level: str,
	min_experience_years: { type: 'integer', minimum: 0 },
	salary_range: {
		type: 'object',
		additionalProperties: false,
		properties: {
			min: { type: 'number', minimum: 0 },
			max: { type: 'number', minimum: 0 },
			currency: { type: 'string', pattern: '^[A-Z]{3}$' },
			period: str,
			visible: { type: 'boolean' },
		},
	},
	requirements: {
		type: 'object',
		additionalProperties: false,
		properties: { mandatory: strings, desirable: strings },
	},
	responsibilities: strings,
	skills: strings,
	benefits: strings,
	visibility: str,
	status: { enum: VACANCY_STATUSES },
};

const interviewerSchema = {
	type: 'object',
	required: ['email'],
	additionalProperties: false,
	properties: {
		name: str,
		email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
		role: str,
		required: { type: 'boolean' },
	},
};

/** The request bodies of the routes. */
export const schemas = {
	vacancyCreate: {
		type: 'object',
		required: ['title'],
		additionalProperties: false,
		properties: vacancyProperties,
	},
	vacancyUpdate: {
		type: 'object',
		minProperties: 1,
		additionalProperties: false,
		properties: vacancyProperties,
	},
	vacancyStatus: {
		type: 'object',
		required: ['status'],
		additionalProperties: false,
		properties: { status: { enum: VACANCY_STATUSES }, reason: str },
	},
	stageChange: {
		type: 'object',
		required: ['stage'],
		additionalProperties: false,
		properties: { stage: { enum: STAGES }, notes: str, notify_candidate: { type: 'boolean' } },
	},
	note: {
		type: 'object',
		required: ['content'],
		additionalProperties: false,
		properties: { content: { type: 'string', minLength: 1 }, visibility: str },
	},
	interview: {
		type: 'object',
		required: ['vacancy_id', 'candidate_id', 'type', 'scheduled_at', 'duration_minutes'],
		additionalProperties: false,
		properties: {
			vacancy_id: str,
			candidate_id: str,
			type: { enum: INTERVIEW_TYPES },
			scheduled_at: { type: 'string', pattern: OFFSET_TIME },
			duration_minutes: { type: 'integer', minimum: 1 },
			timezone: str,
			interviewers: { type: 'array', items: interviewerSchema },
			candidate_preparation: str,
			internal_notes: str,
		},
	},
	reschedule: {
		type: 'object',
		required: ['scheduled_at'],
		additionalProperties: false,
		properties: {
			scheduled_at: { type: 'string', pattern: OFFSET_TIME },
			duration_minutes: { type: 'integer', minimum: 1 },
			reason: str,
		},
	},
	cancel: {
		type: 'object',
		additionalProperties: false,
		properties: { reason: str, notify_participants: { type: 'boolean' }, notes: str },
	},
	evaluation: {
		type: 'object',
		required: ['interviewer_email', 'overall_score'],
		additionalProperties: false,
		properties: {
			interviewer_email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
			overall_score: { type: 'number' },
			criteria: {
				type: 'array',
				items: {
					type: 'object',
					required: ['name', 'score'],
					additionalProperties: false,
					properties: {
						name: { type: 'string', minLength: 1 },
						weight: { type: 'number', minimum: 0 },
						score: { type: 'number' },
						comment: str,
					},
				},
			},
			recommendation: str,
			notes: str,
		},
	},
	webhook: {
		type: 'object',
		required: ['url', 'events'],
		additionalProperties: false,
		properties: {
			url: { type: 'string', pattern: '^https?://' },
			events: { type: 'array', uniqueItems: true, items: { enum: RECRUITMENT_EVENTS } },
			secret: { type: 'string', minLength: 16 },
		},
	},
};
