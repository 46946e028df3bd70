import type {
	ICredentialDataDecryptedObject,
	ICredentialsDecrypted,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
	IPollFunctions,
	IWebhookFunctions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, sleep } from 'n8n-workflow';

import { plainQuery } from './validation';
import { dropEmpty } from './values';

export type ApiContext =
	IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions | IHookFunctions | IWebhookFunctions;

/** What the transport needs to know about one interface. */
export interface ApiDefinition {
	/** Interface name as users know it, used in error messages */
	name: string;
	credentialType: string;
	/** Fixed path prefix the document puts after the base address */
	prefix: string;
	/** What to do about an API error code or HTTP status, shown as the error's description */
	hints?: Record<string, string>;
	/**
	 * 'headers': the API announces its quota in RateLimit-Remaining / RateLimit-Reset. Requests
	 * then pause until the reset once the quota is used up, and a 429 (which the API did not
	 * process) is waited out and retried whatever the method.
	 */
	rateLimit?: 'headers';
	/** How the error body's `details` read in the error's description; without it they are shown as JSON */
	describeDetails?(details: unknown): string | undefined;
}

export interface ApiRequest {
	method: IHttpRequestMethods;
	path: string;
	qs?: IDataObject;
	body?: unknown;
	headers?: IDataObject;
	/** false only for routes the document marks as unauthenticated */
	authenticated?: boolean;
	/** A POST the API deduplicates (idempotency key): as safe to retry as a GET */
	idempotent?: boolean;
	/** Binary downloads: return the raw bytes */
	binary?: boolean;
	/** A full address outside the API (e.g. a file's storage link), used instead of the base URL and `path` */
	url?: string;
	/** Error statuses that are an expected answer here (e.g. 404 when deleting what is already gone): returned, not thrown */
	allowStatus?: number[];
	/**
	 * false: sent exactly once whatever its method, never retried on any answer (not even a 429 or a
	 * network error): for irreversible requests such as stamping a payroll with the tax authority.
	 */
	retry?: false;
}

export interface ApiResponse<T = unknown> {
	body: T;
	headers: Record<string, string | string[] | undefined>;
	statusCode: number;
}

/** Retry policy for idempotent requests: bounded attempts and bounded total waiting. */
export const RETRY = {
	attempts: 4,
	baseDelayMs: 500,
	maxDelayMs: 30_000,
	maxTotalWaitMs: 60_000,
};

/** How long a request waits for an answer unless the node's Run Options → Timeout says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The range Run Options → Timeout accepts (milliseconds) */
export const MIN_TIMEOUT_MS = 1_000;
export const MAX_TIMEOUT_MS = 600_000;

/** Redirects a read follows; more means a loop or a chain no API needs. */
export const MAX_REDIRECTS = 5;

/** Answers that send a read on to their Location (for a GET or HEAD each means "ask there"). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Methods whose repetition has the effect of one request: the only ones retried without an idempotency key. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Requests the transport follows a redirect for; a redirected POST would arrive as a GET, its body dropped. */
const READ_METHODS = new Set(['GET', 'HEAD']);

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

/**
 * The credential of each type, read once per node run and reused for every request of that run:
 * n8n otherwise loads it from its database and decrypts it again on each request. The reading
 * itself is shared, so items started at once wait for one read instead of each making their own.
 * The context object lives exactly as long as one node run, so a changed credential is read by
 * the next run.
 */
const runCredentials = new WeakMap<object, Map<string, CredentialRead>>();

/** One credential's read in a node run: shared while under way, and its result once done (for `apiError`, which does not wait). */
interface CredentialRead {
	reading: Promise<RunCredential>;
	read?: RunCredential;
}

interface RunCredential {
	credential: ICredentialsDecrypted;
	/** The credential's Base URL without a trailing slash */
	baseUrl: string;
	/** Its values an error must never show (see `redactor`) */
	secrets: string[];
}

async function runCredential(ctx: ApiContext, api: ApiDefinition): Promise<RunCredential> {
	let known = runCredentials.get(ctx);
	if (!known) runCredentials.set(ctx, (known = new Map()));
	let entry = known.get(api.credentialType);
	if (!entry) {
		const started: CredentialRead = { reading: readCredential(ctx, api) };
		started.reading.then(
			(read) => (started.read = read),
			// A failed read is not kept: the next request reads again and reports its own error.
			() => known.delete(api.credentialType),
		);
		known.set(api.credentialType, (entry = started));
	}
	return await entry.reading;
}

async function readCredential(ctx: ApiContext, api: ApiDefinition): Promise<RunCredential> {
	const reference = ctx.getNode().credentials?.[api.credentialType];
	const data = await ctx.getCredentials<ICredentialDataDecryptedObject>(api.credentialType);
	return {
		credential: {
			id: reference?.id ?? '',
			name: reference?.name ?? api.credentialType,
			type: api.credentialType,
			data,
		},
		baseUrl: String(data.baseUrl ?? '').replace(/\/+$/, ''),
		secrets: credentialSecrets(data),
	};
}

const runTimeouts = new WeakMap<object, number>();

/**
 * The node's Run Options → Timeout, read once per run like the credential. Only action nodes
 * have Run Options; dropdowns, polls and webhooks use the default.
 */
function runTimeout(ctx: ApiContext): number {
	let timeout = runTimeouts.get(ctx);
	if (timeout !== undefined) return timeout;
	timeout = DEFAULT_TIMEOUT_MS;
	if (isExecute(ctx)) {
		const chosen = Number(
			(ctx.getNodeParameter('runOptions', 0, {}) as IDataObject).timeout ?? Number.NaN,
		);
		if (Number.isFinite(chosen))
			timeout = Math.min(MAX_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, Math.round(chosen)));
	}
	runTimeouts.set(ctx, timeout);
	return timeout;
}

const isExecute = (ctx: ApiContext): ctx is IExecuteFunctions => 'getInputData' in ctx;

/** The body of an API request, and for `apiRequestFull` its status and headers. */
export async function apiRequest(
	this: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
): Promise<any> {
	return (await apiRequestFull.call(this, api, request)).body;
}

export async function apiRequestFull(
	this: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
): Promise<ApiResponse<any>> {
	const { credential, baseUrl: root } = await runCredential(this, api);
	const baseUrl = root + api.prefix;
	const timeout = runTimeout(this);
	const options: IHttpRequestOptions = {
		method: request.method,
		url: request.url ?? baseUrl + request.path,
		qs: request.qs && plainQuery(this, dropEmpty(request.qs)),
		headers: { Accept: 'application/json', ...request.headers },
		body: request.body as IHttpRequestOptions['body'],
		json: !request.binary,
		encoding: request.binary ? 'arraybuffer' : undefined,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// Redirects are followed below, where the credential goes only to the API's own origin.
		disableFollowRedirect: true,
		timeout,
	};
	const retriable =
		request.retry !== false &&
		(IDEMPOTENT_METHODS.has(request.method) || request.idempotent === true);
	const quota = api.rateLimit === 'headers' ? quotaOf(this, baseUrl) : undefined;
	const paced = quota !== undefined;
	let waited = 0;

	for (let attempt = 1; ; attempt++) {
		if (quota) await takeQuota(quota);
		const started = Date.now();
		const answer = await sendFollowing(
			this,
			request.authenticated === false ? undefined : credential,
			request,
			options,
		);
		const { response } = answer;
		if (quota) noteQuota(quota, response?.headers as IDataObject | undefined);
		if (answer.endless) throw redirectLoopError(this, api, options.url, answer);
		const status = response?.statusCode ?? 0;
		if (response && (status < 300 || request.allowStatus?.includes(status))) {
			return {
				body: response.body,
				headers: response.headers as ApiResponse['headers'],
				statusCode: status,
			};
		}
		const timedOutNow = !response && timedOut(answer.failure);
		// A timed-out attempt spent its time waiting: it counts against the total wait.
		if (timedOutNow) waited += Date.now() - started;
		const transient = !response || status === 429 || status >= 500;
		const mayRetry = retriable || (paced && status === 429 && request.retry !== false);
		// RateLimit-Reset tells when the quota refills: a reason to wait after a 429, not after a 5xx.
		const told =
			status === 429 ? response?.headers : { 'retry-after': response?.headers?.['retry-after'] };
		const delay =
			transient && mayRetry && attempt < RETRY.attempts
				? retryDelay(attempt, told as IDataObject)
				: undefined;
		if (delay === undefined || waited + delay > RETRY.maxTotalWaitMs) {
			const tried = attempt > 1 ? ` (after ${attempt} attempts)` : '';
			if (timedOutNow)
				throw timeoutError(this, api, request, answer.url, timeout, retriable, tried);
			if (!response) {
				const reason = answer.failure?.message ?? 'no response';
				// A write whose connection dropped after it was made (e.g. ECONNRESET) may have been received.
				if (!retriable && !neverConnected(answer.failure)) {
					throw new NodeApiError(this.getNode(), { message: reason } as JsonObject, {
						message: `${api.name}: the connection ended before an answer to ${request.method} ${answer.url}: ${reason}: the request may have reached the service`,
						description: notResent(api),
					});
				}
				throw new NodeApiError(this.getNode(), { message: reason } as JsonObject, {
					message: `${api.name}: could not reach ${answer.url}${tried}: ${reason}`,
					description:
						'Check the Base URL of the credential and that the service is reachable from n8n.',
				});
			}
			const error = apiError(this, api, response, tried);
			// Another origin refused a read sent without the credential: that, not the credential, is the likely cause.
			if (answer.elsewhere)
				error.description = [elsewhereNote(answer.url), error.description]
					.filter(Boolean)
					.join(' ');
			throw error;
		}
		waited += delay;
		await sleep(delay);
	}
}

/** One attempt's outcome: the last answer (or why none came), and where it came from. */
interface Answer {
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
async function sendFollowing(
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
			response = (await send(
				ctx,
				elsewhere ? undefined : credential,
				current,
			)) as IN8nHttpFullResponse;
		} catch (error) {
			return { failure: error as Error, url: current.url, elsewhere };
		}
		const location = response.headers?.location;
		const followed =
			READ_METHODS.has(request.method) &&
			REDIRECT_STATUSES.has(response.statusCode) &&
			typeof location === 'string' &&
			URL.canParse(location, current.url);
		if (!followed) return { response, url: current.url, elsewhere };
		if (redirects === MAX_REDIRECTS)
			return { response, url: current.url, elsewhere, endless: true };
		// The Location carries its own query: the request's parameters are not added again.
		current = { ...options, url: new URL(location, current.url).href, qs: undefined };
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
	// The few unauthenticated routes, and other origins, must not carry the token.
	if (!credential) {
		const abortSignal = isExecute(ctx) ? ctx.getExecutionCancelSignal() : undefined;
		return await ctx.helpers.httpRequest(abortSignal ? { ...own, abortSignal } : own);
	}
	return await ctx.helpers.httpRequestWithAuthentication.call(ctx, credential.type, own, {
		credentialsDecrypted: credential,
	});
}

/** A failed request's error and what it wraps: n8n wraps the network error of an authenticated request in a NodeApiError. */
function* errorChain(error: unknown) {
	for (
		let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
		e && depth < 3;
		e = e.cause as typeof e, depth++
	)
		yield e;
}

/** Whether a request failed for want of an answer within its timeout (axios: ECONNABORTED "timeout of N ms exceeded"; the system: ETIMEDOUT). */
function timedOut(error: unknown): boolean {
	for (const e of errorChain(error)) {
		if (e.code === 'ETIMEDOUT' || (e.code === 'ECONNABORTED' && /timeout/i.test(String(e.message))))
			return true;
	}
	return false;
}

/** What a write that may have reached the service tells the user: it was sent once, check before again. */
const notResent = (api: ApiDefinition) =>
	`It was not sent again, so that it cannot take effect twice. Check in ${api.name} whether it took effect (for example whether the record was created or changed) before running the item again.`;

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
	[...errorChain(error)].some((e) => NOT_CONNECTED.has(String(e.code)));

/** A timed-out request: a retriable one was tried again; a write was not, and may have taken effect. */
function timeoutError(
	ctx: ApiContext,
	api: ApiDefinition,
	request: ApiRequest,
	url: string,
	timeoutMs: number,
	retried: boolean,
	tried: string,
) {
	const seconds = `${timeoutMs / 1000} s`;
	const slow = isExecute(ctx)
		? " If the service is just slow, raise the node's Run Options → Timeout."
		: '';
	if (retried) {
		return new NodeApiError(
			ctx.getNode(),
			{ message: `timed out after ${seconds}` } as JsonObject,
			{
				message: `${api.name}: timed out after ${seconds} waiting for an answer from ${url}${tried}`,
				description: `The service did not answer in time: check that it is up and reachable from n8n.${slow}`,
			},
		);
	}
	return new NodeApiError(ctx.getNode(), { message: `timed out after ${seconds}` } as JsonObject, {
		message: `${api.name}: timed out after ${seconds} waiting for an answer to ${request.method} ${url}: the request may have reached the service`,
		description: notResent(api) + slow,
	});
}

function redirectLoopError(ctx: ApiContext, api: ApiDefinition, url: string, answer: Answer) {
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

/**
 * Each API quota as this node run knows it, shared by every request of the run (its items run
 * several at once, and its list pages too): the context object lives exactly as long as one node
 * run, so the pacing spans the whole run and disappears with it. Nothing is kept across
 * executions; a run that starts on another process learns the quota from its first response, and
 * at worst waits out one 429.
 */
interface Quota {
	/** Requests the API still accepts before `resetAt`, less those sent since it said so; undefined: not known */
	remaining?: number;
	/** When the quota frees up again (ms since epoch) */
	resetAt: number;
	/** Requests sent and not yet answered */
	inFlight: number;
	/** After a reset, one request goes first and its answer tells the new quota to the others */
	probing?: boolean;
}

const quotas = new WeakMap<object, Map<string, Quota>>();

/** `baseUrl` (the credential's address and the interface prefix) names the quota within a run. */
function quotaOf(ctx: ApiContext, baseUrl: string): Quota {
	let byUrl = quotas.get(ctx);
	if (!byUrl) quotas.set(ctx, (byUrl = new Map()));
	let quota = byUrl.get(baseUrl);
	if (!quota) byUrl.set(baseUrl, (quota = { resetAt: 0, inFlight: 0 }));
	return quota;
}

/**
 * Waits until the quota has room and takes one request from it. Requests running at once each
 * take their own, so N of them in flight never overrun a quota the API announced.
 */
async function takeQuota(quota: Quota) {
	const started = Date.now();
	for (;;) {
		const now = Date.now();
		const left = RETRY.maxTotalWaitMs - (now - started);
		if (quota.remaining === undefined || quota.remaining > 0 || left <= 0) break;
		if (now < quota.resetAt) {
			await sleep(Math.min(quota.resetAt - now, left));
		} else if (!quota.probing) {
			quota.probing = true;
			break;
		} else {
			await sleep(Math.min(PROBE_POLL_MS, left));
		}
	}
	if (quota.remaining !== undefined) quota.remaining--;
	quota.inFlight++;
}

/** How often requests waiting on a reset look whether the first one after it has been answered */
const PROBE_POLL_MS = 20;

/** What an answer says about the quota; requests still in flight count against it as already used. */
function noteQuota(quota: Quota, headers: IDataObject | undefined) {
	quota.inFlight--;
	quota.probing = false;
	const remaining = Number(headers?.['ratelimit-remaining'] ?? Number.NaN);
	if (!Number.isFinite(remaining)) {
		if (quota.remaining !== undefined && quota.remaining <= 0 && Date.now() >= quota.resetAt)
			quota.remaining = undefined;
		return;
	}
	const delay = serverDelayMs(headers, Date.now());
	quota.remaining = Math.max(0, remaining - quota.inFlight);
	if (delay !== undefined) quota.resetAt = Date.now() + delay;
}

/** Milliseconds to wait before the next attempt, honouring the server's Retry-After or RateLimit-Reset. */
export function retryDelay(
	attempt: number,
	headers: IDataObject | undefined,
	now = Date.now(),
): number {
	const told = serverDelayMs(headers, now);
	if (told !== undefined) return Math.min(told, RETRY.maxDelayMs);
	const ceiling = Math.min(RETRY.maxDelayMs, RETRY.baseDelayMs * 2 ** (attempt - 1));
	// Full jitter keeps many clients from retrying in lockstep.
	return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

function serverDelayMs(headers: IDataObject | undefined, now: number): number | undefined {
	const header = (name: string) => {
		const value = headers?.[name] ?? headers?.[name.toLowerCase()];
		return value === undefined || value === null ? undefined : String(value);
	};
	const retryAfter = header('retry-after');
	if (retryAfter !== undefined) {
		const seconds = Number(retryAfter);
		if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
		const date = Date.parse(retryAfter);
		if (!Number.isNaN(date)) return Math.max(0, date - now);
	}
	const reset = Number(header('ratelimit-reset') ?? header('x-ratelimit-reset'));
	if (Number.isFinite(reset)) {
		// Seconds until the window resets, or (large values) a Unix time in seconds.
		return Math.max(0, reset > 1e9 ? reset * 1000 - now : reset * 1000);
	}
	return undefined;
}

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

/**
 * The credential's values an error must never show: every field but the Base URL, from 8
 * characters (shorter values, such as an account number, are no secret and would garble messages).
 */
function credentialSecrets(data: ICredentialDataDecryptedObject): string[] {
	const values = Object.entries(data)
		.filter(([name, value]) => name !== 'baseUrl' && typeof value === 'string' && value.length >= 8)
		.map(([, value]) => value as string);
	return [...new Set(values.flatMap((value) => [value, encodeURIComponent(value)]))];
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
	const redact = redactor(runCredentials.get(ctx)?.get(api.credentialType)?.read?.secrets ?? []);
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
 * The NodeApiError of a successful answer that lacks what the operation reads from it (`expected`,
 * e.g. "a list of records"): a shape the node does not know, never a TypeError further on.
 */
export function unexpectedAnswer(ctx: ApiContext, api: ApiDefinition, expected: string) {
	return new NodeApiError(ctx.getNode(), { message: `answer without ${expected}` } as JsonObject, {
		message: `${api.name} answered without ${expected}`,
		description:
			'The answer does not have the shape the API documents: check that the Base URL of the credential is the address of the service itself.',
	});
}
