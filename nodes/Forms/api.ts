import { BizOpsFormsApi } from '../../credentials/BizOpsFormsApi.credentials';
import type { RecordApi } from '../shared/crud';
import { offsetDialect } from '../shared/pagination';
import type { ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';

export const forms: ApiDefinition = {
	name: 'Forms',
	credentialType: 'bizOpsFormsApi',
	prefix: '/api/v1',
	hints: {
		'403':
			'The plan of this account has no API access, or the key lacks the permission: upgrade the plan or use a key of an account that has API access.',
		'404':
			'Check the form ID (Form → Get Many lists them) and the response ID (Response → Get Many of that form).',
		'422':
			"The form refused the answers: check the required fields and each field's validation in the form's schema (Form → Get).",
		'429':
			"More than 10 submissions a minute came from this n8n's address (the limit of the public submit route): the submission was not recorded; send it again after a minute.",
	},
};

/** The credential test (*Test*): one page of one record. */
export const formsCredentialTest = credentialTest(forms, new BizOpsFormsApi().authenticate, {
	method: 'GET',
	path: '/forms',
	qs: { limit: 1 },
});

/**
 * The public submit route lives outside the versioned API (`/api/forms/{formId}/submit`): same
 * base URL, its own prefix, and it is called without the key. It accepts 10 submissions a minute
 * from one address: a node run never sends an 11th within the minute.
 */
export const formsPublic: ApiDefinition = {
	...forms,
	prefix: '/api',
	rateLimit: { perWindow: 10, windowMs: 60_000 },
};

/** A Forms request; a record wrapped as `{data: {...}}` is unwrapped (lists go through the offset dialect). */
export const formsRequest = interfaceRequest(forms, { key: 'data', recordsOnly: true });

export const formsRecords: RecordApi = {
	definition: forms,
	request: formsRequest,
	pages: offsetDialect,
};
