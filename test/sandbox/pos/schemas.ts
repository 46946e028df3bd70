/** Request bodies of the Point of Sale simulation, as JSON Schema (the server validates them with ajv). */

const location = { type: 'string', minLength: 1 };
export const reasonBody = {
	type: 'object',
	additionalProperties: false,
	properties: { reason: { type: 'string' } },
};

/** Product fields: the node's assumed names, plus three the document does not name (reached through Additional Body). */
const productProperties = {
	name: { type: 'string', minLength: 1 },
	sku: { type: 'string', minLength: 1 },
	price: { type: 'number', minimum: 0 },
	cost: { type: 'number', minimum: 0 },
	stock: { type: 'integer', minimum: 0 },
	location,
	barcode: { type: 'string' },
	category: { type: 'string' },
	tax_rate: { type: 'number', minimum: 0, maximum: 100 },
};

export const saleCreate = {
	type: 'object',
	required: ['items'],
	additionalProperties: false,
	properties: {
		items: {
			type: 'array',
			minItems: 1,
			items: {
				type: 'object',
				required: ['product_id', 'quantity', 'price'],
				additionalProperties: false,
				properties: {
					product_id: { type: 'string', minLength: 1 },
					quantity: { type: 'integer', minimum: 1 },
					price: { type: 'number', minimum: 0 },
				},
			},
		},
		payment_method: { type: 'string', minLength: 1 },
		customer_id: { type: 'string', minLength: 1 },
		location,
		notes: { type: 'string' },
	},
};

export const productCreate = {
	type: 'object',
	required: ['name'],
	additionalProperties: false,
	properties: productProperties,
};

export const productUpdate = {
	type: 'object',
	minProperties: 1,
	additionalProperties: false,
	properties: productProperties,
};

export const inventoryAdjust = {
	type: 'object',
	required: ['quantity'],
	additionalProperties: false,
	properties: {
		quantity: { type: 'integer', not: { const: 0 } },
		location,
		reason: { type: 'string' },
		reference: { type: 'string' },
	},
};

export const inventoryTransfer = {
	type: 'object',
	required: ['product_id', 'from_location', 'to_location', 'quantity'],
	additionalProperties: false,
	properties: {
		product_id: { type: 'string' },
		from_location: location,
		to_location: location,
		quantity: { type: 'integer', minimum: 1 },
		reference: { type: 'string' },
	},
};
