import type { IDataObject } from 'n8n-workflow';
import type { RecordApi, WriteSpec } from '../../../shared/crud';
import { locator, text } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import type { ApiContext, ApiRequest } from '../../../shared/transport';
import { invoicing, invoicingRecords } from '../../api';
import { cfdiUse, invoicingChecks, receiverRfcParameter, taxRegime } from '../parameters';

export const clientId = locator(
	'Client',
	'clientId',
	'searchClients',
	'The client (receiver): its ID from Client → Get Many or Client → Create',
	'cli_...',
);

/**
 * Clients as records. Creating one checks its RFC with the tax authority: an unknown or
 * blacklisted RFC comes back as a warning beside the record, kept in the output as `warning`.
 */
async function clientRequest(this: ApiContext, request: ApiRequest): Promise<IDataObject> {
	const response = await apiRequest.call(this, invoicing, request);
	if (!response || typeof response !== 'object' || !('data' in response)) return response;
	const { data, warning, warnings } = response as IDataObject;
	const notes = warning ?? warnings;
	return notes === undefined ? (data as IDataObject) : { ...(data as IDataObject), warning: notes };
}

export const clientRecords: RecordApi = { ...invoicingRecords, request: clientRequest };

export const simplifiedClientKeys = [
	'id',
	'rfc',
	'nombre',
	'regimen_fiscal',
	'domicilio_fiscal',
	'email',
	'invoice_count',
];

export const clientWrite: WriteSpec = {
	path: '/clients',
	id: clientId,
	required: [
		receiverRfcParameter('RFC', 'rfc', "The client's tax ID"),
		text('Name', 'nombre', 'Registered name, exactly as the tax authority has it', {
			required: true,
		}),
		taxRegime('regimen_fiscal', {
			required: true,
			description:
				'The client\'s tax regime, a code from SAT Catalog → Get Tax Regimes, e.g. 601. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		text('Postal Code', 'domicilio_fiscal', 'Postal code of the tax address (5 digits)', {
			required: true,
			placeholder: '06600',
		}),
	],
	optional: [
		cfdiUse('uso_cfdi_default', {
			description:
				'CFDI use proposed on this client\'s invoices, a code from SAT Catalog → Get CFDI Uses, e.g. G03. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		text('Email', 'email', 'Where invoices are sent', { placeholder: 'name@email.com' }),
		text('Phone', 'telefono', 'Phone number with its country code, e.g. +525512345678'),
	],
	toBody(fields, check) {
		const own = invoicingChecks(check);
		const body = { ...fields };
		if (body.rfc) body.rfc = own.rfc('rfc', body.rfc);
		own.postalCode('domicilio_fiscal', body.domicilio_fiscal);
		check.email('email', body.email);
		return body;
	},
};
