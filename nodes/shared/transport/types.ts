import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

export type ApiContext =
	IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions | IHookFunctions | IWebhookFunctions;

/** What a request does to the service: a read changes nothing; a write may. */
export type RequestKind = 'read' | 'write';

/** A limit the API documents but does not announce in headers: `perWindow` requests per `windowMs`. */
export interface DocumentedLimit {
	perWindow: number;
	windowMs: number;
}

/** Whether the request is made by an action node's run (which has Run Options and a cancel signal). */
export const isExecute = (ctx: ApiContext): ctx is IExecuteFunctions => 'getInputData' in ctx;

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
	 * process) is waited out and retried, a write's too. A DocumentedLimit: the API documents
	 * a limit it does not announce (e.g. 10 submissions a minute): a node run never sends more.
	 */
	rateLimit?: 'headers' | DocumentedLimit;
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
	/**
	 * Read or write, where this request differs from the declared kind of the operation sending it
	 * (e.g. a write's look-up before it writes) or is sent outside an operation (see requestKind).
	 */
	kind?: RequestKind;
	/**
	 * A write that has the effect of one however often it is sent (a DELETE, a PUT that sets what
	 * it carries, a POST the API deduplicates by an idempotency key): retried like a read.
	 */
	idempotent?: boolean;
	/** Binary downloads: return the raw bytes */
	binary?: boolean;
	/** A full address outside the API (e.g. a file's storage link), used instead of the base URL and `path` */
	url?: string;
	/** Error statuses that are an expected answer here (e.g. 404 when deleting what is already gone): returned, not thrown */
	allowStatus?: number[];
	/**
	 * false: sent exactly once whatever its kind, never retried on any answer (not even a 429 or a
	 * network error): for irreversible requests such as stamping a payroll with the tax authority.
	 */
	retry?: false;
}

export interface ApiResponse<T = unknown> {
	body: T;
	headers: Record<string, string | string[] | undefined>;
	statusCode: number;
}
