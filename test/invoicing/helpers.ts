import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { nodeDriver, nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { INVOICING_EXT_TOKEN, INVOICING_TOKENS } from '../sandbox/invoicing';

export function invoicingTestbed() {
	const bed = nodeTestbed({
		slug: 'invoicing',
		type: 'invoicing',
		credentials: (baseUrl, accessToken = INVOICING_TOKENS.full) => ({
			bizOpsInvoicingApi: { baseUrl, accessToken },
		}),
	});
	const { state } = bed;
	const lookupNode = nodeDriver(bed, {
		slug: 'invoicing_ext',
		type: 'invoicingLookup',
		credentials: (baseUrl, apiToken = INVOICING_EXT_TOKEN) => ({
			bizOpsInvoicingLookupApi: { baseUrl, apiToken },
		}),
	});
	const run = runWithSecretAs(bed, 'token');
	const lookup = runWithSecretAs(lookupNode, 'token');
	/** A stamped invoice straight in the sandbox */
	const stamped = (fields: IDataObject = {}, at?: string) =>
		state().stamp({ ...invoiceBody(), ...fields }, at);
	/** A stamped invoice of 5,000 MXN: above the threshold, so that cancelling it waits for the receiver's answer */
	const stampedAboveThreshold = () =>
		stamped({
			conceptos: [
				{
					clave_prod_serv: '84111506',
					descripcion: 'x',
					cantidad: 10,
					clave_unidad: 'E48',
					valor_unitario: 500,
				},
			],
		});
	return {
		...bed,
		lookupRequests: lookupNode.requests,
		run,
		lookup,
		stamped,
		stampedAboveThreshold,
	};
}

export { byId } from '../harness/testbed';

/** Client → Create with a valid taxpayer. */
export const clientParameters = (fields: Record<string, unknown> = {}) => ({
	resource: 'client',
	operation: 'create',
	rfc: 'URE180429TM6',
	nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
	regimen_fiscal: '601',
	domicilio_fiscal: '86991',
	...fields,
});

/** Invoicing Lookup's Simplified Invoice → Create with a valid taxpayer, one line and its payment. */
export const simplified = (fields: INodeParameters = {}): INodeParameters => ({
	resource: 'simplifiedInvoice',
	operation: 'create',
	branchId: 'branch-01',
	taxReceiverType: '01',
	taxName: 'COMERCIAL ISTMO, S.A.',
	taxId: '155596713-2-2015',
	taxIdType: 2,
	taxDv: '59',
	items: { item: [{ description: 'Consulting', qty: 2, price: 50, taxes: '01' }] },
	payments: { payment: [{ type: '01', amount: 107 }] },
	...fields,
});

export { invoiceParameters, line } from '../fixtures/invoicing';

/** The same invoice as the API takes it. */
export const invoiceBody = (): IDataObject => ({
	type: 'I',
	receptor: {
		rfc: 'URE180429TM6',
		nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
		regimen_fiscal: '601',
		domicilio_fiscal: '86991',
		uso_cfdi: 'G03',
	},
	conceptos: [
		{
			clave_prod_serv: '84111506',
			descripcion: 'Servicio de facturación',
			cantidad: 2,
			clave_unidad: 'E48',
			valor_unitario: 100,
			objeto_imp: '02',
			impuestos: {
				traslados: [{ impuesto: '002', tipo_factor: 'Tasa', tasa: 0.16 }],
				retenciones: [],
			},
		},
	],
	metodo_pago: 'PUE',
	forma_pago: '03',
	moneda: 'MXN',
});

/** A receptor other than invoiceBody's: a person (regime 612), for invoices to tell apart by receptor. */
export const personReceptor = (nombre = 'CECILIA') => ({
	rfc: 'MISC491214B86',
	nombre,
	regimen_fiscal: '612',
	domicilio_fiscal: '01010',
	uso_cfdi: 'G03',
});

/** The bytes of an output item's binary file (in-memory binary mode). */
export const bytes = (item: INodeExecutionData, property = 'data') =>
	Buffer.from(item.binary![property].data, 'base64');
