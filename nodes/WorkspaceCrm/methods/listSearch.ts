import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { apiRequest } from '../../shared/transport';
import { workspaceCrm } from '../api';

async function search(
	ctx: ILoadOptionsFunctions,
	path: string,
	label: (record: IDataObject) => string,
	filter?: string,
	cursor?: string,
): Promise<INodeListSearchResult> {
	const response = await apiRequest.call(ctx, workspaceCrm, {
		method: 'GET',
		path,
		qs: { search: filter, cursor, limit: 100 },
	});
	return {
		results: ((response.data ?? []) as IDataObject[]).map((record) => ({ name: label(record), value: String(record.id) })),
		paginationToken: response.hasMore ? response.nextCursor : undefined,
	};
}

export const listSearch = {
	async searchContacts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await search(
			this,
			'/contacts',
			(c) => [`${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(), c.email].filter(Boolean).join(' · '),
			filter,
			paginationToken,
		);
	},
	async searchCompanies(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await search(this, '/companies', (c) => String(c.name ?? c.id), filter, paginationToken);
	},
};
