import { PAYMENT_EVENTS, PAYMENT_METHODS } from './state';

/** Request bodies of the Payments simulation, as JSON Schema (the server validates them with ajv). */

const webhookEvents = {
	type: 'array',
	minItems: 1,
	uniqueItems: true,
	items: { enum: PAYMENT_EVENTS },
};

export const linkCreate = {
	type: 'object',
	additionalProperties: false,
	properties: {
		amount: { type: 'integer' },
		currency: { enum: ['USD', 'PAB'] },
		description: { type: 'string' },
		payment_methods: { type: 'array', uniqueItems: true, items: { enum: PAYMENT_METHODS } },
		expires_at: { type: 'string' },
		max_payments: { type: 'integer', minimum: 1 },
		reference: { type: 'string' },
		metadata: { type: 'object' },
	},
};

export const refund = {
	type: 'object',
	additionalProperties: false,
	properties: { amount: { type: 'integer' }, reason: { type: 'string' } },
};

export const webhookCreate = {
	type: 'object',
	required: ['url', 'events'],
	additionalProperties: false,
	properties: {
		url: { type: 'string', pattern: '^https?://' },
		events: webhookEvents,
		secret: { type: 'string', minLength: 16 },
	},
};

export const webhookUpdate = {
	type: 'object',
	additionalProperties: false,
	minProperties: 1,
	properties: { events: webhookEvents, active: { type: 'boolean' } },
};
