import type { IDataObject, IN8nHttpFullResponse, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { runSecrets } from './credential';
import { requestKind } from './kind';
import type { ApiContext, ApiDefinition, ApiRequest } from './types';

const STATUS_HINTS: Record<number, string> = {
	400: 'The API rejected the request: check the fields named in the message.',
	401: 'The token is missing, invalid or expired: check the credential.',
	403: 'The token lacks the permission this operation needs: grant it to the token or use another one.',
	404: 'The record does not exist, was deleted, or is outside this account.',
	409: 'The request conflicts with the current state of the record (for example a duplicate).',
	422: 'The API could not validate the data: check the fields named in the message.',
	429: 'The API rate limit was reached: retry later or lower the number of requests.',
};

const REDIRECT_HINT =
	'A write is not sent on to another address, where it could arrive changed or not at all. Set the Base URL of the credential to the address the API redirects to.';

/** The API's own error code and message, whatever shape its error body has. */
export function apiErrorParts(body: unknown): {
	code?: string;
	message?: string;
	details?: unknown;
} {
	let data: unknown = Buffer.isBuffer(body) ? body.toString('utf8') : body;
	if (typeof data === 'string') {
		try {
			data = JSON.parse(data);
		} catch {
			return { message: (data as string).slice(0, 500) || undefined };
		}
	}
	if (!data || typeof data !== 'object') return {};
	const b = data as IDataObject;
	const nested = b.error && typeof b.error === 'object' ? (b.error as IDataObject) : undefined;
	const code =
		nested?.code ??
		(typeof b.error === 'string' ? b.error : undefined) ??
		b.code ??
		b.errorCode ??
		b.error_code;
	const message = nested?.message ?? b.message ?? b.error_description ?? b.detail ?? b.title;
	const details = nested?.details ?? b.details ?? b.errors;
	return {
		code: code === undefined ? undefined : String(code),
		message: message === undefined ? undefined : String(message),
		details,
	};
}

/** Replaces the secrets in every string of a value, however deeply nested. */
function redactor(secrets: string[]) {
	const redact = (value: unknown): unknown => {
		if (typeof value === 'string')
			return secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), value);
		if (Array.isArray(value)) return value.map(redact);
		if (value && Object.getPrototypeOf(value) === Object.prototype) {
			return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redact(item)]));
		}
		return value;
	};
	return redact;
}

/**
 * The NodeApiError of an answer the API refused (status, its code and message, a hint). An API
 * may quote the credential back ("invalid token <token>"): its values are redacted from all of it.
 */
export function apiError(
	ctx: ApiContext,
	api: ApiDefinition,
	response: IN8nHttpFullResponse,
	tried: string,
) {
	const redact = redactor(runSecrets(ctx, api));
	const status = response.statusCode;
	const redirected = status < 400;
	const { code, message, details } = redact(
		redirected
			? { message: `redirects to ${String(response.headers?.location ?? '(no address given)')}` }
			: apiErrorParts(response.body),
	) as ReturnType<typeof apiErrorParts>;
	const hint =
		(code && api.hints?.[code]) ??
		api.hints?.[String(status)] ??
		STATUS_HINTS[status] ??
		(redirected ? REDIRECT_HINT : undefined);
	const detailText = details
		? (api.describeDetails?.(details) ?? `Details: ${JSON.stringify(details)}`)
		: undefined;
	const body = redact(
		Buffer.isBuffer(response.body) ? response.body.toString('utf8') : response.body,
	);
	return new NodeApiError(ctx.getNode(), { status, code, message, details, body } as JsonObject, {
		message: `${api.name} answered ${status}${code ? ` ${code}` : ''}: ${message ?? 'no message'}${tried}`,
		description: [hint, detailText].filter(Boolean).join(' ') || undefined,
		httpCode: String(status),
	});
}

/**
 * Marks an error as leaving open whether its request took effect (its answer was lost, spoiled or
 * a server error): the field code reads (mayHaveTakenEffect), and the message written from it.
 */
export function mayHaveTakenEffectError<E extends NodeApiError>(error: E, said: string): E {
	error.context.mayHaveTakenEffect = true;
	error.message += `: ${said}`;
	return error;
}

/** Whether a request's error leaves open that it took effect */
export const mayHaveTakenEffect = (error: unknown) =>
	error instanceof NodeApiError && error.context.mayHaveTakenEffect === true;

/**
 * The NodeApiError of a successful answer that lacks what the operation reads from it (`expected`,
 * e.g. "a list of records"): a shape the node does not know, never a TypeError further on.
 */
export function unexpectedAnswer(
	ctx: ApiContext,
	api: ApiDefinition,
	expected: string,
	request: ApiRequest,
) {
	const error = new NodeApiError(
		ctx.getNode(),
		{ message: `answer without ${expected}` } as JsonObject,
		{
			message: `${api.name} answered without ${expected}`,
			description:
				'The answer does not have the shape the API documents: check that the Base URL of the credential is the address of the service itself.',
		},
	);
	if (requestKind(ctx, request) === 'read') return error;
	// A write the service accepted took effect, whatever its answer looks like.
	error.description += ` Check in ${api.name} whether the ${request.method} took effect before running the item again.`;
	return mayHaveTakenEffectError(error, 'the request may have taken effect');
}
