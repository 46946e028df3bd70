import type { JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { certificateError, certificateProblemOf } from './certificates';
import { apiError, mayHaveTakenEffect, mayHaveTakenEffectError } from './errors';
import type { Answer } from './redirects';
import { MAX_REDIRECTS } from './redirects';
import { requestKind } from './kind';
import type { ApiContext, ApiDefinition, ApiRequest } from './types';
import { isExecute } from './types';

/** A failed request's error and what it wraps: n8n wraps the network error of an authenticated request in a NodeApiError. */
function* errorChain(error: unknown) {
	for (
		let e = error as
				| { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; ip?: unknown }
				| undefined,
			depth = 0;
		e && depth < 3;
		e = e.cause as typeof e, depth++
	)
		yield e;
}

/** Whether a request failed for want of an answer within its timeout (axios: ECONNABORTED "timeout of N ms exceeded"; the system: ETIMEDOUT). */
export function timedOut(error: unknown): boolean {
	for (const e of errorChain(error)) {
		if (e.code === 'ETIMEDOUT' || (e.code === 'ECONNABORTED' && /timeout/i.test(String(e.message))))
			return true;
	}
	return false;
}

/** System errors that mean no connection was made, so nothing of the request reached the service. */
const NOT_CONNECTED = new Set([
	'ECONNREFUSED',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'EADDRNOTAVAIL',
]);

const neverConnected = (error: unknown) =>
	refusedBeforeSending(error) ||
	[...errorChain(error)].some((e) => NOT_CONNECTED.has(String(e.code)));

/** The certificate problem that failed the request's handshake, if that is why it failed. */
export const certificateProblem = (error: unknown) =>
	[...errorChain(error)].map((e) => certificateProblemOf(e.code)).find(Boolean);

/**
 * Whether the request failed before anything was sent, and would again: n8n refused its address,
 * or the service's certificate could not be verified. Not a transient failure to retry.
 */
export const refusedBeforeSending = (error: unknown) =>
	outboundRefusal(error) !== undefined || certificateProblem(error) !== undefined;

/**
 * What n8n 2.x's outbound protection (N8N_SSRF_PROTECTION_ENABLED) throws when it refuses an
 * address, before anything is sent: known by name, as 1.x has no such errors to import.
 */
const REFUSALS = new Set(['SsrfBlockedIpError', 'SsrfBlockedHostnameError']);

/**
 * n8n's refusal to send the request, if that is why it failed: refused for the IP address it
 * resolves to (`ip`), or for its host name (N8N_SSRF_BLOCKED_HOSTNAMES). Nothing was sent, and
 * sending it again is refused again.
 */
export function outboundRefusal(error: unknown): { ip?: string } | undefined {
	const chain = [...errorChain(error)];
	if (!chain.some((e) => REFUSALS.has(String(e.name)))) return undefined;
	// Refused when connecting, it comes wrapped in an AxiosError that takes its name, not its ip.
	const ip = chain.find((e) => typeof e.ip === 'string')?.ip as string | undefined;
	return { ip };
}

/** Whether a failed attempt may have taken effect: its answer was lost after connecting, or was a server error. */
export const mayHaveApplied = ({ response, failure }: Answer) =>
	response ? response.statusCode >= 500 : !neverConnected(failure);

const checkFirst = (api: ApiDefinition) =>
	`Check in ${api.name} whether it took effect (for example whether the record was created, changed or deleted) before running the item again.`;

/** What a write that may have reached the service tells the user: it was sent once, check before again. */
const notResent = (api: ApiDefinition) =>
	`It was not sent again, so that it cannot take effect twice. ${checkFirst(api)}`;

/** How the request went before it gave up: what the error of its last attempt says. */
export interface Attempts {
	timeoutMs: number;
	/** Whether it could be sent again (then it was, while attempts and the total wait allowed) */
	retriable: boolean;
	attempt: number;
	/** Whether an attempt before the last may have taken effect (then a retry's refusal, e.g. 404 after a delete, proves nothing) */
	earlierMayHaveApplied: boolean;
}

/** The error a request ends in when its last attempt failed: timeout, no connection, or the API's refusal. */
export function failedRequest(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	answer: Answer,
	attempts: Attempts,
) {
	const error = lastAttemptError(ctx, api, request, answer, attempts);
	// A write sent again after an attempt whose answer was lost: the first may have done it.
	if (
		attempts.earlierMayHaveApplied &&
		requestKind(ctx, request) === 'write' &&
		!mayHaveTakenEffect(error)
	) {
		mayHaveTakenEffectError(
			error,
			'an earlier attempt may have taken effect (its answer was lost or was a server error)',
		);
		error.description = [checkFirst(api), error.description].filter(Boolean).join(' ');
	}
	return error;
}

function lastAttemptError(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	answer: Answer,
	{ timeoutMs, retriable, attempt }: Attempts,
) {
	const tried = attempt > 1 ? ` (after ${attempt} attempts)` : '';
	const { response } = answer;
	const refusal = response ? undefined : outboundRefusal(answer.failure);
	if (refusal) return refusedByN8n(ctx, api, request, answer, refusal);
	const certificate = response ? undefined : certificateProblem(answer.failure);
	if (certificate)
		return certificateError(ctx, api, answer.url, certificate, answer.failure?.message);
	if (!response && timedOut(answer.failure))
		return timeoutError(ctx, api, request, answer.url, timeoutMs, retriable, tried);
	if (!response) {
		const reason = answer.failure?.message ?? 'no response';
		// A write whose connection dropped after it was made (e.g. ECONNRESET) may have been received.
		if (!retriable && !neverConnected(answer.failure)) {
			const partly = request.body instanceof Blob ? ' (the file may be partly received)' : '';
			const ended = new NodeApiError(ctx.getNode(), { message: reason } as JsonObject, {
				message: `${api.name}: the connection ended before an answer to ${request.method} ${answer.url}: ${reason}`,
				description: notResent(api),
			});
			return mayHaveTakenEffectError(ended, `the request may have reached the service${partly}`);
		}
		return new NodeApiError(ctx.getNode(), { message: reason } as JsonObject, {
			message: `${api.name}: could not reach ${answer.url}${tried}: ${reason}`,
			description:
				'Check the Base URL of the credential and that the service is reachable from n8n.',
		});
	}
	const error = apiError(ctx, api, response, tried);
	// A server error may come after the write took effect: a write not sent again says so.
	if (!retriable && response.statusCode >= 500) {
		mayHaveTakenEffectError(error, 'the request may have taken effect');
		error.description = [notResent(api), error.description].filter(Boolean).join(' ');
	}
	// Another origin refused a read sent without the credential: that, not the credential, is the likely cause.
	if (answer.elsewhere)
		error.description = [elsewhereNote(answer.url), error.description].filter(Boolean).join(' ');
	return error;
}

/**
 * A request n8n's outbound protection refused: nothing was sent. Names the host and the setting
 * that lets it through: an address by its IP range (N8N_SSRF_ALLOWED_HOSTNAMES does not apply
 * to addresses), a host name by name (which also overrides N8N_SSRF_BLOCKED_HOSTNAMES).
 */
function refusedByN8n(
	ctx: ApiContext,
	api: ApiDefinition,
	{ method }: ApiRequest,
	{ url, elsewhere, failure }: Answer,
	{ ip }: { ip?: string },
) {
	const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
	const isAddress = /^[\d.]+$|:/.test(host);
	const range = (address: string) => `${address}/${address.includes(':') ? 128 : 32}`;
	const why = !ip
		? `${host} is in N8N_SSRF_BLOCKED_HOSTNAMES`
		: `${isAddress ? host : `${host} resolves to ${ip}, which`} is in a blocked IP range`;
	const allow = isAddress
		? `add ${range(host)} to N8N_SSRF_ALLOWED_IP_RANGES`
		: `add ${host} to N8N_SSRF_ALLOWED_HOSTNAMES${ip ? ` (or ${range(ip)} to N8N_SSRF_ALLOWED_IP_RANGES)` : ''}`;
	const refused = elsewhere
		? `the read was redirected to ${url}, and n8n's SSRF protection refused to send it there`
		: `n8n's SSRF protection refused to send ${method} ${url}`;
	// Triggers' activation and the editor's dropdowns show the message alone: it names the setting.
	return new NodeApiError(ctx.getNode(), { message: failure?.message } as JsonObject, {
		message: `${api.name}: ${refused} (${why}): nothing was sent. To allow it, ${allow}`,
		description: `n8n runs with N8N_SSRF_PROTECTION_ENABLED=true. If ${host} is your ${api.name} service (for example on a private network), the n8n administrator can allow it in n8n's environment and restart n8n; otherwise check the Base URL of the credential. The request was not tried again.`,
	});
}

/**
 * A timed-out request: a retriable one (tried again while the total wait allowed) leaves nothing
 * open; any other was not sent again, and may have taken effect.
 */
function timeoutError(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	url: string,
	timeoutMs: number,
	retriable: boolean,
	tried: string,
) {
	const seconds = `${timeoutMs / 1000} s`;
	const slow = isExecute(ctx)
		? " If the service is just slow, raise the node's Run Options → Timeout."
		: '';
	if (retriable) {
		return new NodeApiError(
			ctx.getNode(),
			{ message: `timed out after ${seconds}` } as JsonObject,
			{
				message: `${api.name}: timed out after ${seconds} waiting for an answer from ${url}${tried}`,
				description: `The service did not answer in time: check that it is up and reachable from n8n.${slow}`,
			},
		);
	}
	const unanswered = new NodeApiError(
		ctx.getNode(),
		{ message: `timed out after ${seconds}` } as JsonObject,
		{
			message: `${api.name}: timed out after ${seconds} waiting for an answer to ${request.method} ${url}`,
			description: notResent(api) + slow,
		},
	);
	return mayHaveTakenEffectError(unanswered, 'the request may have reached the service');
}

export function redirectLoopError(
	ctx: ApiContext,
	api: ApiDefinition,
	url: string,
	answer: Answer,
) {
	const location = String(answer.response?.headers?.location);
	return new NodeApiError(
		ctx.getNode(),
		{ message: `more than ${MAX_REDIRECTS} redirects` } as JsonObject,
		{
			message: `${api.name}: more than ${MAX_REDIRECTS} redirects from ${url} (the last from ${answer.url} to ${location})`,
			description:
				'The address redirects in a loop or through more steps than an API takes: check the Base URL of the credential.',
			httpCode: String(answer.response?.statusCode),
		},
	);
}

const elsewhereNote = (url: string) =>
	`The read was redirected to ${url}, another address than the credential's Base URL, and sent there without the credential. If the API has moved, set the Base URL to its new address.`;
