import type { IExecuteFunctions } from 'n8n-workflow';

import { invoicingRequest } from '../../api';
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
};

export const description = invoiceFields;

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
	return await invoicingRequest.call(this, {
		method: 'POST',
		path: '/invoices',
		body: invoiceBody(this, itemIndex),
	});
}
