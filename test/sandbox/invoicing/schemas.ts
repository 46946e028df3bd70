export const receptorSchema = {
	type: 'object',
	required: ['rfc', 'nombre', 'regimen_fiscal', 'domicilio_fiscal', 'uso_cfdi'],
	additionalProperties: false,
	properties: {
		rfc: { type: 'string' },
		nombre: { type: 'string', minLength: 1 },
		regimen_fiscal: { type: 'string' },
		domicilio_fiscal: { type: 'string' },
		uso_cfdi: { type: 'string' },
	},
};

export const taxesSchema = {
	type: 'object',
	properties: { traslados: { type: 'array' }, retenciones: { type: 'array' } },
};

export const invoiceSchema = {
	type: 'object',
	required: ['type', 'receptor', 'conceptos', 'forma_pago', 'moneda'],
	additionalProperties: false,
	properties: {
		type: { enum: ['I', 'E', 'P', 'T'] },
		receptor: receptorSchema,
		conceptos: {
			type: 'array',
			minItems: 1,
			items: {
				type: 'object',
				required: ['clave_prod_serv', 'descripcion', 'cantidad', 'clave_unidad', 'valor_unitario'],
				additionalProperties: false,
				properties: {
					clave_prod_serv: { type: 'string' },
					descripcion: { type: 'string', minLength: 1 },
					cantidad: { type: 'number', exclusiveMinimum: 0 },
					clave_unidad: { type: 'string' },
					valor_unitario: { type: 'number', exclusiveMinimum: 0 },
					descuento: { type: 'number', minimum: 0 },
					objeto_imp: { enum: ['01', '02', '03', '04'] },
					impuestos: taxesSchema,
				},
			},
		},
		metodo_pago: { enum: ['PUE', 'PPD'] },
		forma_pago: { type: 'string' },
		moneda: { type: 'string', pattern: '^[A-Z]{3}$' },
		tipo_cambio: { type: 'number', exclusiveMinimum: 0 },
		exportacion: { enum: ['01', '02', '03', '04'] },
		serie: { type: 'string' },
		enviar_email: { type: 'boolean' },
	},
};

export const clientFields = {
	rfc: { type: 'string' },
	nombre: { type: 'string', minLength: 1 },
	regimen_fiscal: { type: 'string' },
	domicilio_fiscal: { type: 'string', pattern: '^\\d{5}$' },
	uso_cfdi_default: { type: 'string' },
	email: { type: 'string' },
	telefono: { type: 'string' },
};

export const productFields = {
	nombre_interno: { type: 'string', minLength: 1 },
	clave_prod_serv: { type: 'string' },
	descripcion: { type: 'string', minLength: 1 },
	clave_unidad: { type: 'string' },
	valor_unitario: { type: 'number', exclusiveMinimum: 0 },
	objeto_imp: { enum: ['01', '02', '03'] },
	impuestos: taxesSchema,
};
