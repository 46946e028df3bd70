import { BizOpsInvoicingLookupApi } from '../../credentials/BizOpsInvoicingLookupApi.credentials';
import type { ApiContext, ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';

export const invoicingLookup: ApiDefinition = {
	name: 'Invoicing Lookup',
	credentialType: 'bizOpsInvoicingLookupApi',
	prefix: '/external-api',
	hints: {
		'400': 'The lookup needs a RUC and a type (1 natural person, 2 legal entity).',
		'401': 'The API token is invalid or expired: check the BizOps Invoicing Lookup credential.',
		'404':
			'The registry has no taxpayer with this RUC for this type. The lookup serves Panamanian taxpayers only: check the RUC and try the other type (1 natural person, 2 legal entity). Foreigners (receiver type 04) and final consumers (02) are not looked up.',
	},
};

/**
 * The credential test (*Test*): a lookup without a RUC, which the service refuses with 400 once
 * the token is accepted (401 when it is not).
 */
export const invoicingLookupCredentialTest = credentialTest(
	invoicingLookup,
	new BizOpsInvoicingLookupApi().authenticate,
	{ method: 'GET', path: '/invoicing/ruc/info', qs: { type: 1 }, allowStatus: [400] },
);

/** A lookup-service request; answers arrive as `{success, result}`, and this returns the result where there is one. */
export const lookupRequest = interfaceRequest(invoicingLookup, 'result');

export const TAXPAYER_TYPES = [
	{ name: '1 – Natural Person', value: 1 },
	{ name: '2 – Legal Entity', value: 2 },
];

export const RECEIVER_TYPES = [
	{
		name: '01 – Taxpayer',
		value: '01',
		description: 'A registered taxpayer; its check digit can be looked up',
	},
	{ name: '02 – Final Consumer', value: '02', description: 'A consumer; not looked up' },
	{
		name: '03 – Government Entity',
		value: '03',
		description: 'A public body; its check digit can be looked up',
	},
	{
		name: '04 – Foreigner',
		value: '04',
		description: 'Identified by foreign tax ID or passport; not looked up',
	},
];

/** The taxpayer's registration: `{ruc, dv, name, type}`. */
export async function lookUpTaxpayer(ctx: ApiContext, ruc: string, type: number) {
	return await lookupRequest.call(ctx, {
		method: 'GET',
		path: '/invoicing/ruc/info',
		qs: { ruc, type },
		// A look-up, also when a create makes it before it writes.
		kind: 'read',
	});
}
