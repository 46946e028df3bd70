import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { invoicingRequest } from '../api';

/** A catalogue of the tax authority as dropdown options, key first: "601 – General de Ley Personas Morales". */
function catalog(path: string, qs?: IDataObject) {
	return async function (this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const entries = await invoicingRequest.call(this, {
			method: 'GET',
			path: `/sat-catalogs/${path}`,
			qs,
		});
		return ((Array.isArray(entries) ? entries : []) as IDataObject[]).map((entry) => ({
			name: `${entry.clave} – ${entry.descripcion}`,
			value: String(entry.clave),
		}));
	};
}

/**
 * Dropdowns over the catalogues. Product and unit keys are searched by text in the API; inside
 * line items (where a searchable locator cannot go) the dropdown offers what an empty search gives.
 */
export const loadOptions = {
	getTaxRegimes: catalog('tax-regimes'),
	getCfdiUses: catalog('cfdi-uses'),
	getPaymentForms: catalog('payment-forms'),
	getProductKeys: catalog('products', { search: '' }),
	getUnitKeys: catalog('units', { search: '' }),
};
