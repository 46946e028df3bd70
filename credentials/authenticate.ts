import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';

/**
 * A credential's `authenticate`: one header from one credential field, e.g. `Authorization: Bearer
 * <accessToken>`. A function, because n8n evaluates a generic `={{$credentials...}}` header as an
 * expression on every request (about 0.6 ms each). It returns new options: n8n passes in the
 * caller's own, which must stay without the credential (e.g. to follow a redirect elsewhere).
 */
export const headerFrom =
	(header: string, field: string, prefix = '') =>
	async (
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> => ({
		...requestOptions,
		headers: { ...requestOptions.headers, [header]: `${prefix}${credentials[field] as string}` },
	});
