import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { runTimeout } from '../runOptions';
import { plainQuery } from '../validation';
import { dropEmpty } from '../values';
import { runCredential } from './credential';
import { unexpectedAnswer } from './errors';
import type { Envelope } from './envelope';
import { missingFrom, unwrapEnvelope } from './envelope';
import {
	failedRequest,
	mayHaveApplied,
	redirectLoopError,
	refusedBeforeSending,
	timedOut,
} from './failures';
import { noteQuota, quotaOf, takeQuota, withinLimit } from './quota';
import type { Answer } from './redirects';
import { sendFollowing } from './redirects';
import { isRetriable } from './kind';
import { RETRY, retryDelay } from './retry';
import type { ApiContext, ApiDefinition, ApiRequest, ApiResponse } from './types';
import { runWindow } from './window';

/** The body of an API request; `apiRequestFull` also gives its status and headers. */
export async function apiRequest(
	this: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
): Promise<any> {
	return (await apiRequestFull.call(this, api, request)).body;
}

/**
 * An interface's request function: the answer's body as the service sends it, or, where the
 * interface wraps its answers in an envelope (`'data'` for `{data}`, or as an Envelope describes),
 * what that holds (undefined for 204, unless the envelope is required).
 */
export function interfaceRequest(api: ApiDefinition, envelope?: string | Envelope) {
	const wrapping = typeof envelope === 'string' ? { key: envelope } : envelope;
	return async function (this: ApiContext, request: ApiRequest): Promise<IDataObject> {
		const response = await apiRequest.call(this, api, request);
		if (!wrapping) return response as IDataObject;
		const missing = wrapping.required ? missingFrom(response, wrapping) : undefined;
		if (missing) throw unexpectedAnswer(this, api, missing, request);
		return unwrapEnvelope(response, wrapping) as IDataObject;
	};
}

/**
 * One API request: sent (following a read's redirects), paced by the API's quota, and retried
 * after a transient failure while that is safe, until it succeeds or ends in its error.
 */
export async function apiRequestFull(
	this: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
): Promise<ApiResponse<any>> {
	const { credential, baseUrl: root } = await runCredential(this, api);
	const baseUrl = root + api.prefix;
	const timeoutMs = runTimeout(this);
	const ignoreSslIssues = credential.data?.allowUnauthorizedCerts === true;
	const options = requestOptions(this, request, baseUrl, timeoutMs, ignoreSslIssues);
	const retriable = isRetriable(this, request);
	const quota = api.rateLimit === 'headers' ? quotaOf(this, baseUrl) : undefined;
	const documented = typeof api.rateLimit === 'object' ? api.rateLimit : undefined;
	const sentWith = request.authenticated === false ? undefined : credential;
	// Every answer tells the run's window how the service copes (window.ts).
	const window = runWindow(this);
	// When the last attempt was sent (after any pacing): a timed-out attempt's wait starts there.
	let started = 0;
	const send = async (attempt: number) =>
		await window.observe(async () => {
			started = Date.now();
			return await sendFollowing(this, sentWith, request, options);
		}, attempt > 1);
	let waited = 0;
	let earlierMayHaveApplied = false;

	for (let attempt = 1; ; attempt++) {
		if (quota) await takeQuota(quota, window);
		const answer = documented
			? await withinLimit(this, baseUrl, documented, async () => await send(attempt), window)
			: await send(attempt);
		if (quota) noteQuota(quota, answer.response?.headers as IDataObject | undefined);
		if (answer.endless) throw redirectLoopError(this, api, options.url, answer);
		if (succeeded(answer, request)) {
			// A proxy's page in place of the API's answer: a write it passed on may have taken effect.
			if (!request.binary && isWebPage(answer))
				throw unexpectedAnswer(this, api, 'its JSON (a web page came instead)', request);
			return responseOf(answer);
		}
		// A timed-out attempt's wait counts against the total (RETRY.maxTotalWaitMs, 60 s): no
		// attempt starts once it is spent, so with a Timeout of 60 s or more a read that timed out
		// is not tried again. Intended: the bound is on the whole wait, not on each attempt.
		if (!answer.response && timedOut(answer.failure)) waited += Date.now() - started;
		// A paced API did not process a 429: waiting it out is safe for a write too.
		const mayRetry =
			retriable ||
			(quota !== undefined && answer.response?.statusCode === 429 && request.retry !== false);
		const delay = mayRetry ? nextDelay(answer, attempt) : undefined;
		if (delay === undefined || waited + delay > RETRY.maxTotalWaitMs) {
			throw failedRequest(this, api, request, answer, {
				timeoutMs,
				retriable,
				attempt,
				earlierMayHaveApplied,
			});
		}
		earlierMayHaveApplied ||= mayHaveApplied(answer);
		waited += delay;
		await sleep(delay);
	}
}

function requestOptions(
	ctx: ApiContext,
	request: ApiRequest,
	baseUrl: string,
	timeout: number,
	ignoreSslIssues: boolean,
): IHttpRequestOptions {
	return {
		method: request.method,
		url: request.url ?? baseUrl + request.path,
		qs: request.qs && plainQuery(ctx, dropEmpty(request.qs)),
		headers: { Accept: 'application/json', ...request.headers },
		body: request.body as IHttpRequestOptions['body'],
		json: !request.binary,
		// A file streams to its destination; only a refusal's small body is read here (redirects.ts).
		encoding: request.binary ? 'stream' : undefined,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// Redirects are followed in sendFollowing, where the credential goes only to the API's own origin.
		disableFollowRedirect: true,
		timeout,
		// The credential's Ignore SSL Issues: n8n applies it to a request only when asked there.
		skipSslCertificateValidation: ignoreSslIssues,
	};
}

const succeeded = ({ response }: Answer, request: ApiRequest) =>
	response !== undefined &&
	(response.statusCode < 300 || request.allowStatus?.includes(response.statusCode) === true);

const isWebPage = ({ response }: Answer) =>
	String(response?.headers?.['content-type'] ?? '').startsWith('text/html');

const responseOf = ({ response }: Answer): ApiResponse<any> => ({
	body: response!.body,
	headers: response!.headers as ApiResponse['headers'],
	statusCode: response!.statusCode,
});

/**
 * The wait before the next attempt of a transient failure (no answer, 429, 5xx); undefined: give
 * up. n8n's refusal of the address (its outbound protection) and a certificate n8n cannot verify
 * are not transient: nothing was sent, and sending again fails alike.
 */
function nextDelay({ response, failure }: Answer, attempt: number): number | undefined {
	const status = response?.statusCode ?? 0;
	const transient = response ? status === 429 || status >= 500 : !refusedBeforeSending(failure);
	if (!transient || attempt >= RETRY.attempts) return undefined;
	// RateLimit-Reset tells when the quota refills: a reason to wait after a 429, not after a 5xx.
	const told =
		status === 429 ? response?.headers : { 'retry-after': response?.headers?.['retry-after'] };
	return retryDelay(attempt, told as IDataObject);
}
