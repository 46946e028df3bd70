import type {
	ICredentialDataDecryptedObject,
	ICredentialTestFunction,
	ICredentialTestFunctions,
	ICredentialsDecrypted,
	IHttpRequestOptions,
	INode,
} from 'n8n-workflow';

import { apiRequestFull } from './request';
import type { ApiContext, ApiDefinition, ApiRequest } from './types';

/** A credential's `authenticate`: the options of a request, with the credential applied. */
type Authenticate = (
	credentials: ICredentialDataDecryptedObject,
	requestOptions: IHttpRequestOptions,
) => Promise<IHttpRequestOptions>;

/**
 * The credential test of an interface (the editor's *Test* button), for each node's
 * `methods.credentialTest`, named by `testedBy` on its credential entry: `request` sent through
 * the pack's own transport, so that a failure reads as the nodes' own (n8n's outbound protection
 * names the host and the setting, an API's refusal its status, code and hint). n8n gives a
 * credential test only its legacy `request` helper: the transport sends through it, with the
 * credential's own `authenticate` applied.
 */
export function credentialTest(
	api: ApiDefinition,
	authenticate: Authenticate,
	request: ApiRequest | ((ctx: ApiContext) => Promise<ApiRequest>),
): { bizOpsCredentialTest: ICredentialTestFunction } {
	const test: ICredentialTestFunction = async function (
		this: ICredentialTestFunctions,
		credential,
	) {
		const ctx = testContext(this, api, credential, authenticate);
		try {
			// Sent once: the editor waits on the button, and a retry would only delay the answer.
			const sent = typeof request === 'function' ? await request(ctx) : request;
			await apiRequestFull.call(ctx, api, { ...sent, retry: false });
			return { status: 'OK', message: 'Connection successful!' };
		} catch (error) {
			const { message, description } = error as Error & { description?: string | null };
			return { status: 'Error', message: [message, description].filter(Boolean).join('. ') };
		}
	};
	// The name each node's credential entry gives in `testedBy`, written out there: n8n's scanner
	// (credential-test-required) reads it from the source as a literal.
	return { bizOpsCredentialTest: test };
}

/** What the transport needs of a node's context, made of what n8n gives a credential test. */
function testContext(
	fns: ICredentialTestFunctions,
	api: ApiDefinition,
	credential: ICredentialsDecrypted,
	authenticate: Authenticate,
): ApiContext {
	const node: INode = {
		id: '',
		name: `${api.name} credential test`,
		type: credential.type,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
	};
	const send = async (options: IHttpRequestOptions) =>
		await fns.helpers.request({
			uri: options.url,
			method: options.method,
			qs: options.qs,
			headers: options.headers,
			body: options.body,
			json: options.json,
			timeout: options.timeout,
			// The transport reads every answer itself and follows redirects itself (redirects.ts).
			resolveWithFullResponse: true,
			simple: false,
			followRedirect: false,
			// n8n's legacy helper knows the credential's Ignore SSL Issues by this name.
			...(options.skipSslCertificateValidation === true && { rejectUnauthorized: false }),
		});
	const context = {
		getNode: () => node,
		getCredentials: async () => credential.data ?? {},
		helpers: {
			httpRequest: send,
			httpRequestWithAuthentication: async (_type: string, options: IHttpRequestOptions) =>
				await send(await authenticate(credential.data ?? {}, options)),
		},
	};
	return context as unknown as ApiContext;
}
