import type { IDataObject } from 'n8n-workflow';

import { BizOpsWorkspaceCrmApi } from '../../credentials/BizOpsWorkspaceCrmApi.credentials';
import type { RecordApi } from '../shared/crud';
import type { ListDialect } from '../shared/pagination';
import { cursorDialect } from '../shared/pagination';
import type { ApiContext, ApiDefinition } from '../shared/transport';
import { apiRequest, credentialTest, interfaceRequest } from '../shared/transport';

export const workspaceCrm: ApiDefinition = {
	name: 'Workspace CRM',
	credentialType: 'bizOpsWorkspaceCrmApi',
	prefix: '/public/v1',
	hints: {
		'400':
			'Check that companyId names an existing company, ownerId an active workspace member, website includes its protocol and currency is an ISO 4217 code.',
		'404':
			'The record does not exist, was deleted (deletion is permanent through the API) or belongs to another workspace.',
	},
};

/** The credential test (*Test*): one page of one record. */
export const workspaceCrmCredentialTest = credentialTest(
	workspaceCrm,
	new BizOpsWorkspaceCrmApi().authenticate,
	{ method: 'GET', path: '/contacts', qs: { limit: 1 } },
);

/** A Workspace CRM request; single records arrive without an envelope, so this returns the body as it is. */
export const workspaceCrmRequest = interfaceRequest(workspaceCrm);

/** Lists are `{data, nextCursor, hasMore}` pages of at most 100 records. */
export const workspaceCrmPages: ListDialect = cursorDialect;

/** Contacts and companies: cursor lists, PUT that keeps omitted fields, Limit up to 100. */
export const workspaceCrmRecords: RecordApi = {
	definition: workspaceCrm,
	request: workspaceCrmRequest,
	pages: workspaceCrmPages,
	updateMethod: 'PUT',
	maxLimit: 100,
};

/**
 * The geographic reference lists: public, so no credential is sent. The document calls them
 * "reference list" without a shape; the service wraps them in `{data}`, a bare array is taken too.
 */
export async function geoList(this: ApiContext, path: string): Promise<IDataObject[]> {
	const response = await apiRequest.call(this, workspaceCrm, {
		method: 'GET',
		path,
		authenticated: false,
	});
	return (Array.isArray(response) ? response : (response?.data ?? [])) as IDataObject[];
}
