import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { ExistingSpec } from '../../../shared/findBeforeCreate';
import { createUnlessFound, findFirstParameter } from '../../../shared/findBeforeCreate';
import { invoicingRecords } from '../../api';
import { invoiceBody, invoiceFields } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an invoice',
	description: 'Issue and stamp a tax document',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the stamped invoice',
	orFound: 'the one found (as Invoice → Get Many gives it)',
};

export const description = [
	...invoiceFields,
	findFirstParameter('an active invoice', 'of the same RFC, type and lines'),
];

const descriptions = (invoice: IDataObject) =>
	JSON.stringify(((invoice.conceptos ?? []) as IDataObject[]).map((line) => line.descripcion));

/**
 * An invoice already made, as a CFDI user sees it: stamped (active, not cancelled or being
 * cancelled) to the same receiver, of the same type, for the same lines (their descriptions, where
 * a workflow names what it invoices, e.g. "... (payment pay_123)").
 */
const existing: ExistingSpec = {
	path: '/invoices',
	query: (body) => ({
		receptor_rfc: (body.receptor as IDataObject).rfc,
		type: body.type,
		status: 'active',
	}),
	matches: (invoice, body) =>
		(invoice.receptor as IDataObject | undefined)?.rfc === (body.receptor as IDataObject).rfc &&
		invoice.type === body.type &&
		invoice.status === 'active' &&
		descriptions(invoice) === descriptions(body),
};

/** The line items as one JSON array, as a workflow built from earlier nodes' data gives them. */
export const example = `node({
	type: 'n8n-nodes-bizops.invoicing',
	version: 1,
	config: {
		name: 'Create CFDI',
		parameters: {
			resource: 'invoice',
			operation: 'create',
			receptor_rfc: expr('{{ $json.rfc }}'),
			receptor_nombre: expr('{{ $json.legalName }}'),
			receptor_regimen_fiscal: '601',
			receptor_domicilio_fiscal: '06600',
			receptor_uso_cfdi: 'G03',
			conceptosInput: 'json',
			conceptosJson: '[{"descripcion": "Consulting", "cantidad": 2, "valor_unitario": 1500, "clave_prod_serv": "80111600", "clave_unidad": "E48"}]',
			forma_pago: '03',
		},
		credentials: { bizOpsInvoicingApi: newCredential('BizOps Invoicing') },
	},
})`;

/** Not retried (a write that stamps a document): a lost answer is checked with Invoice → Get Many. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = invoiceBody(this, itemIndex);
	return await createUnlessFound(this, itemIndex, invoicingRecords, existing, body);
}
