import type { IBinaryKeyData, INodeType } from 'n8n-workflow';
import path from 'node:path';

import type { Resources } from '../../nodes/shared/router';
import { packNodes } from '../harness/pack';

/** Every operation of every action node, and values for those random ones seldom pass: shared by the suites that run them all. */

/** Writes whose rules random values seldom meet: one run with values that pass them, as a user fills them in */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const GIVEN: Record<string, { parameters: Record<string, unknown>; file?: IBinaryKeyData }> =
	{
		'billing customer → vault': {
			parameters: { customerId: 'cus_1', customerVaultId: 'vault_123', additionalFields: {} },
		},
		'signage media → upload': {
			parameters: { binaryPropertyName: 'data' },
			file: { data: { data: PNG.toString('base64'), fileName: 'menu.png', mimeType: 'image/png' } },
		},
		'invoicing paymentReceipt → create': {
			parameters: {
				fecha_pago: '2026-03-10T12:00:00Z',
				forma_pago: '03',
				moneda: 'MXN',
				monto: 116,
				documentos_relacionados: {
					documento: [
						{
							uuid_factura: '5fa3c2de-8c1b-4c55-9f0e-2b8d3b3f1a10',
							serie: 'A',
							folio: 1,
							moneda_dr: 'mxn',
							num_parcialidad: 1,
							saldo_anterior: 232,
							importe_pagado: 116,
							saldo_insoluto: 116,
							objeto_imp_dr: '02',
						},
					],
				},
				additionalFields: {},
			},
		},
	};

/** Each run's one input item carries a file, for the uploads and imports */
export const inputFile: IBinaryKeyData = {
	data: {
		data: Buffer.from('name,email\nAna,ana@example.com\n').toString('base64'),
		fileName: 'people.csv',
		mimeType: 'text/csv',
	},
};

const root = path.resolve(__dirname, '../..');
const resourcesOf = (node: INodeType) =>
	(
		require(path.join(root, 'nodes', node.constructor.name, `${node.constructor.name}.node`)) as {
			resources: Resources;
		}
	).resources;

export const actionNodes = Object.values(packNodes).filter(
	(node) => !node.description.group.includes('trigger'),
);

/** An action node's operations: [`resource → operation`, resource, operation, handler] */
export const operationsOf = (node: INodeType) =>
	Object.entries(resourcesOf(node)).flatMap(([resource, { operations }]) =>
		Object.entries(operations).map(
			([operation, handler]) =>
				[`${resource} → ${operation}`, resource, operation, handler] as const,
		),
	);
