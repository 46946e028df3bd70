import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationBody } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { invoicingRequest } from '../../api';

const searchParameter: INodeProperties = text(
	'Search',
	'search',
	'Text the key or its description contains',
	{ required: true, placeholder: 'e.g. software' },
);

/**
 * A read of one of the tax authority's catalogues (`{data: [{clave, descripcion}]}`, one entry per
 * output item), `searched` by a text the user gives.
 */
export function catalogLookup(path: string, searched: boolean): OperationBody {
	return {
		description: searched ? [searchParameter] : [],
		output: { kind: 'records', what: 'catalogue entry, `{clave, descripcion}`' },
		async execute(this: IExecuteFunctions, itemIndex: number) {
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
		},
	};
}
