import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { dropdown, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { mexicanIds } from '../../shared/mexicanIds';
import { POSTAL_CODE, UUID } from '../api';
import { dayPeriod } from '../../shared/period';

/** What names a stamped document (an invoice or a payment receipt), first in its simplified output */
export const stampedDocumentKeys = ['id', 'uuid', 'serie', 'folio', 'type', 'status'];

/** The SAT tax object catalogue (c_ObjetoImp), as far as the documents use it. */
const TAX_OBJECTS = [
	{ name: '01 – Not Subject to Tax', value: '01' },
	{ name: '02 – Subject to Tax', value: '02' },
	{ name: '03 – Subject to Tax, Not Obliged to Break It Down', value: '03' },
	{ name: '04 – Subject to Tax, Not Causing It', value: '04' },
];

/** The Tax Object dropdown, 02 by default, over the codes up to `lastCode` that the document takes. */
export const taxObjectParameter = (
	name: string,
	description: string,
	lastCode: '02' | '03' | '04',
): INodeProperties => ({
	displayName: 'Tax Object',
	name,
	type: 'options',
	options: TAX_OBJECTS.filter(({ value }) => value <= lastCode),
	default: '02',
	description,
});

export const taxRegime = (name: string, extra: Partial<INodeProperties> = {}) =>
	dropdown('Tax Regime Name or ID', name, 'getTaxRegimes', extra);

export const cfdiUse = (name: string, extra: Partial<INodeProperties> = {}) =>
	dropdown('CFDI Use Name or ID', name, 'getCfdiUses', extra);

export const paymentForm = (name: string, extra: Partial<INodeProperties> = {}) =>
	dropdown('Payment Form Name or ID', name, 'getPaymentForms', extra);

export const rfcParameter = (
	displayName: string,
	name: string,
	description: string,
	extra: Partial<INodeProperties> = {},
) =>
	text(
		displayName,
		name,
		`${description}: 12 characters for a company, 13 for a person, e.g. EKU9003173C9`,
		{ placeholder: 'XAXX010101000', ...extra },
	);

/**
 * The RFC of whom a document is issued to (a client, an invoice's receiver): the generic RFCs of
 * the hint apply there, not to filters or to banks' RFCs.
 */
export const receiverRfcParameter = (displayName: string, name: string, description: string) =>
	rfcParameter(displayName, name, description, {
		required: true,
		builderHint: {
			propertyHint:
				'Public at large: XAXX010101000 (name PUBLICO EN GENERAL, regime 616, CFDI use S01); a foreign receiver: XEXX010101000',
		},
	});

/** The Invoicing formats, checked before any request. */
export function invoicingChecks(check: Checks) {
	return {
		/** Receivers and banks may be persons or companies: the RFC rule Payroll uses, for either. */
		rfc(field: string, value: unknown) {
			return mexicanIds(check).rfc(field, value, 'either');
		},
		uuid(field: string, value: unknown) {
			check.matches(
				field,
				value,
				UUID,
				'must be a UUID, e.g. 5fa3c2de-8c1b-4c55-9f0e-2b8d3b3f1a10',
			);
		},
		postalCode(field: string, value: unknown) {
			check.matches(field, value, POSTAL_CODE, 'must be a 5-digit postal code');
		},
		positive(field: string, value: unknown) {
			if (value === undefined || value === '' || value === null) return;
			const n = Number(value);
			if (!Number.isFinite(n) || n <= 0) check.fail(field, 'must be a number greater than 0');
		},
	};
}

/** The query of a dated list (invoices, payment receipts): days as YYYY-MM-DD, RFC and UUID checked. */
export function datedListQuery(check: Checks, filters: IDataObject): IDataObject {
	const own = invoicingChecks(check);
	const qs = dayPeriod(check, filters);
	if (qs.receptor_rfc) qs.receptor_rfc = own.rfc('receptor_rfc', qs.receptor_rfc);
	own.uuid('invoice_uuid', qs.invoice_uuid);
	return qs;
}
