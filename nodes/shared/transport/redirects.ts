import type {
	ICredentialsDecrypted,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';

import { requestKind } from './kind';
import type { ApiContext, ApiRequest } from './types';
import { isExecute } from './types';

/** Redirects a read follows; more means a loop or a chain no API needs. */
export const MAX_REDIRECTS = 5;

/**
 * Answers that send a read on to their Location (for a GET or HEAD each means "ask there"); a
 * read sent as a POST (a search) goes there as it was sent, its body included, except after a
 * 303, which names where the answer is: that is asked with a GET.
 */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** One attempt's outcome: the last answer (or why none came), and where it came from. */
export interface Answer {
	response?: IN8nHttpFullResponse;
	/** Why no answer came (a network error or a timeout) */
	failure?: Error;
	/** The address of the last request (a redirect's target when there was one) */
	url: string;
	/** The last request went to another origin than the first, without the credential */
	elsewhere: boolean;
	/** The last answer is still a redirect after MAX_REDIRECTS of them */
	endless?: boolean;
}

/**
 * Sends the request, and for a read each redirect it meets, up to MAX_REDIRECTS: to the first
 * request's origin with the credential, to any other origin without it (n8n's own following
 * would carry the token there).
 */
export async function sendFollowing(
	ctx: ApiContext,
	credential: ICredentialsDecrypted | undefined,
	request: ApiRequest,
	options: IHttpRequestOptions,
): Promise<Answer> {
	const origin = originOf(options.url);
	let current = options;
	for (let redirects = 0; ; redirects++) {
		const elsewhere = redirects > 0 && originOf(current.url) !== origin;
		let response: IN8nHttpFullResponse;
		try {
			response = await send(ctx, elsewhere ? undefined : credential, current);
		} catch (error) {
			return { failure: error as Error, url: current.url, elsewhere };
		}
		const location = response.headers?.location;
		const followed =
			// A write is not sent on: it could arrive changed (a 303 makes it a GET) or twice.
			requestKind(ctx, request) === 'read' &&
			REDIRECT_STATUSES.has(response.statusCode) &&
			typeof location === 'string' &&
			URL.canParse(location, current.url);
		if (!followed) return { response, url: current.url, elsewhere };
		if (redirects === MAX_REDIRECTS)
			return { response, url: current.url, elsewhere, endless: true };
		// The Location carries its own query: the request's parameters are not added again.
		current = { ...current, url: new URL(location, current.url).href, qs: undefined };
		if (response.statusCode === 303) current = { ...current, method: 'GET', body: undefined };
	}
}

/** An address's scheme, host and port; undefined when it is no address at all. */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * Sends one request; a credential given is applied to a copy of the options, so that no header
 * it sets is carried on to a redirect's target or to the next attempt.
 */
async function send(
	ctx: ApiContext,
	credential: ICredentialsDecrypted | undefined,
	options: IHttpRequestOptions,
) {
	const own = { ...options, headers: { ...options.headers } };
	let response: IN8nHttpFullResponse;
	// The few unauthenticated routes, and other origins, must not carry the token.
	if (!credential) {
		const abortSignal = isExecute(ctx) ? ctx.getExecutionCancelSignal() : undefined;
		response = await ctx.helpers.httpRequest(abortSignal ? { ...own, abortSignal } : own);
	} else {
		response = await ctx.helpers.httpRequestWithAuthentication.call(ctx, credential.type, own, {
			credentialsDecrypted: credential,
		});
	}
	// A streamed download's refusal or redirect is small: read whole, for its error or Location.
	if (options.encoding === 'stream' && response.statusCode >= 300)
		response.body = await bodyOf(response.body as AsyncIterable<Uint8Array>);
	return response;
}

/** Error bodies longer than this are cut: what explains a refusal is at its start. */
const MAX_ERROR_BODY = 64 * 1024;

/** A refusal's streamed body as bytes (its first MAX_ERROR_BODY), the rest left unread. */
async function bodyOf(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
	const chunks: Buffer[] = [];
	let length = 0;
	for await (const chunk of stream) {
		chunks.push(Buffer.from(chunk));
		length += chunk.length;
		if (length >= MAX_ERROR_BODY) break;
	}
	return Buffer.concat(chunks).subarray(0, MAX_ERROR_BODY);
}
