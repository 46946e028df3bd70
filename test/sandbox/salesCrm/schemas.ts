import { ACTIVITY_TYPES, EVENTS, VERTICALS } from './state';

/** JSON schemas of the Sales CRM's request bodies. */

const str = { type: ['string', 'null'] };
export const contactProperties = {
	name: { type: 'string', minLength: 1, maxLength: 255 },
	email: { type: ['string', 'null'], pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
	phone: str,
	company: str,
	position: str,
	tags: { type: 'array', items: { type: 'string' } },
	vertical: { enum: VERTICALS },
	custom_fields: { type: 'object' },
};
export const dealProperties = {
	name: { type: 'string', minLength: 1 },
	contact_id: { type: 'string' },
	pipeline_id: { type: 'string' },
	stage_id: { type: 'string' },
	value: { type: 'number', minimum: 0 },
	currency: { type: 'string', pattern: '^[A-Z]{3}$' },
	expected_close_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
	owner_id: { type: 'string' },
	custom_fields: { type: 'object' },
};
const stagesSchema = {
	type: 'array',
	minItems: 1,
	items: {
		type: 'object',
		required: ['name', 'probability'],
		properties: {
			name: { type: 'string', minLength: 1 },
			probability: { type: 'number', minimum: 0, maximum: 100 },
		},
		additionalProperties: false,
	},
};
export const pipelineProperties = {
	name: { type: 'string', minLength: 1 },
	vertical: { enum: VERTICALS },
	stages: stagesSchema,
};
export const automationProperties = {
	name: { type: 'string', minLength: 1 },
	active: { type: 'boolean' },
	trigger: {
		type: 'object',
		properties: {
			event: { enum: EVENTS },
			conditions: {
				type: 'array',
				items: {
					type: 'object',
					required: ['field', 'operator'],
					properties: { field: { type: 'string' }, operator: { type: 'string' }, value: {} },
				},
			},
		},
		additionalProperties: false,
	},
	actions: {
		type: 'array',
		minItems: 1,
		items: {
			type: 'object',
			required: ['type'],
			properties: {
				type: { enum: ['assign_owner', 'send_email', 'create_task'] },
				config: { type: 'object' },
			},
			additionalProperties: false,
		},
	},
};
export const activityProperties = {
	type: { enum: ACTIVITY_TYPES },
	contact_id: { type: 'string' },
	deal_id: { type: 'string' },
	subject: { type: 'string' },
	description: { type: 'string' },
	duration_minutes: { type: 'integer', minimum: 0 },
	completed: { type: 'boolean' },
};
