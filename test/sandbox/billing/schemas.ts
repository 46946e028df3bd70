/** Request bodies of the Billing simulation, as JSON Schema (the server validates them with ajv). */

const metadataSchema = { type: 'object', maxProperties: 20 };
const itemsSchema = {
	type: 'array',
	minItems: 1,
	maxItems: 20,
	items: {
		type: 'object',
		required: ['productCode'],
		additionalProperties: false,
		properties: {
			productCode: { type: 'string', minLength: 1 },
			quantity: { type: 'integer', minimum: 1, maximum: 1000 },
		},
	},
};
const linkCustomer = (nameRequired: boolean) => ({
	type: 'object',
	required: nameRequired ? ['name'] : [],
	additionalProperties: false,
	properties: {
		name: { type: 'string', minLength: 1, maxLength: 120 },
		email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
	},
});

export const customerCreate = {
	type: 'object',
	required: ['name', 'email'],
	additionalProperties: false,
	properties: {
		name: { type: 'string', minLength: 1, maxLength: 120 },
		email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
		phone: { type: 'string', maxLength: 40 },
	},
};

export const vault = {
	type: 'object',
	required: ['customerVaultId'],
	additionalProperties: false,
	properties: {
		customerVaultId: { type: 'string', minLength: 1 },
		paymentProvider: { enum: ['processor_a', 'processor_b'] },
		cardLast4: { type: 'string', pattern: '^\\d{4}$' },
		cardBrand: { type: 'string', maxLength: 40 },
		cardBin: { type: 'string', pattern: '^\\d{6,8}$' },
		cardExp: { type: 'string', pattern: '^(0[1-9]|1[0-2])\\d{2}$' },
	},
};

export const cardCaptureLink = {
	type: 'object',
	required: ['customer'],
	additionalProperties: false,
	properties: {
		customer: linkCustomer(true),
		isTest: { type: 'boolean' },
		redirectUrl: { type: 'string', maxLength: 2048 },
		metadata: metadataSchema,
	},
};

export const paymentLink = {
	type: 'object',
	required: ['concept', 'amount', 'productCode'],
	additionalProperties: false,
	properties: {
		customer: linkCustomer(false),
		concept: { type: 'string', minLength: 1 },
		amount: { type: 'integer', minimum: 100, maximum: 1_000_000 },
		productCode: { type: 'string', minLength: 1 },
		isTest: { type: 'boolean' },
		redirectUrl: { type: 'string', maxLength: 2048 },
		metadata: metadataSchema,
	},
};

export const subscriptionCreate = {
	type: 'object',
	required: ['customerId'],
	additionalProperties: false,
	properties: {
		customerId: { type: 'string', minLength: 1 },
		items: itemsSchema,
		productCode: { type: 'string', minLength: 1 },
		isTest: { type: 'boolean' },
	},
};

export const itemsReplace = {
	type: 'object',
	required: ['items'],
	additionalProperties: false,
	properties: {
		items: itemsSchema,
		deferredAmountCents: { type: 'integer', minimum: 1, maximum: 99 },
	},
};

export const customerChange = {
	type: 'object',
	required: ['customerId'],
	additionalProperties: false,
	properties: { customerId: { type: 'string', minLength: 1 } },
};

export const cancel = {
	type: 'object',
	additionalProperties: false,
	properties: { cancelAtPeriodEnd: { type: 'boolean' } },
};

export const chargeCreate = {
	type: 'object',
	required: ['customerId', 'productCode', 'idempotencyKey'],
	additionalProperties: false,
	properties: {
		customerId: { type: 'string', minLength: 1 },
		productCode: { type: 'string', minLength: 1 },
		quantity: { type: 'integer', minimum: 1, maximum: 1000 },
		subscriptionId: { type: 'string', minLength: 1 },
		prorate: { type: 'boolean' },
		isTest: { type: 'boolean' },
		idempotencyKey: { type: 'string', minLength: 1, maxLength: 255 },
	},
};
