import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { invoicingRequest } from '../../api';

/** The tax authority's catalogues: `{data: [{clave, descripcion}]}`, one entry per output item. */
export const searchParameter: INodeProperties = text(
	'Search',
	'search',
	'Text the key or its description contains',
	{ required: true, placeholder: 'e.g. software' },
);

export function catalogLookup(path: string, searched: boolean) {
	return async function execute(this: IExecuteFunctions, itemIndex: number) {
		let qs: IDataObject | undefined;
		if (searched) {
			const search = String(this.getNodeParameter('search', itemIndex, '')).trim();
			checks(this, itemIndex).required('search', search);
			qs = { search };
		}
		const entries = await invoicingRequest.call(this, {
			method: 'GET',
			path: `/sat-catalogs/${path}`,
			qs,
		});
		return (Array.isArray(entries) ? entries : []) as IDataObject[];
	};
}
