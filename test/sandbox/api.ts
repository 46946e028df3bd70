import type http from 'node:http';
import type { ValidateFunction } from 'ajv';

import type { MultipartPart } from './streams';

/** What an interface of the sandbox is made of: its routes, their requests and answers (server.ts serves them). */

export interface SandboxRequest {
	method: string;
	/** Path after the interface's prefix, e.g. /contacts/abc */
	path: string;
	params: Record<string, string>;
	query: Record<string, string>;
	headers: http.IncomingHttpHeaders;
	body: any;
	/** The body's bytes; empty for a multipart body, which is read into `parts` as it streams in */
	rawBody: Buffer;
	/** The parts of a multipart/form-data body, each file counted and hashed, only its start kept */
	parts: MultipartPart[];
	/** Who the bearer token belongs to, for interfaces that model users */
	principal?: Principal;
}

export interface SandboxResponse {
	status?: number;
	body?: unknown;
	headers?: Record<string, string>;
	/** Raw bytes instead of JSON (binary downloads) */
	raw?: Buffer;
	/** The service recognised a request it had already carried out (its idempotency key): no new effect */
	replayed?: boolean;
	/** How many records the request changed, when not one (a batch: one per record it stamped) */
	effects?: number;
}

export interface Principal {
	userId: string;
	scopes: string[];
}

export interface Route {
	method: string;
	/**
	 * Template as endpoints.tsv writes it, e.g. /contacts/{id}; a leading `^` (as the catalogue
	 * writes routes outside the fixed prefix) matches from the interface's base URL instead.
	 */
	path: string;
	/** false for the routes the document marks as unauthenticated */
	auth?: boolean;
	/** Permission the token must carry (403 otherwise) */
	scope?: string;
	/** JSON Schema of the body; a violation answers 422 */
	body?: object;
	handler(req: SandboxRequest): SandboxResponse | Promise<SandboxResponse>;
}

export interface SandboxInterface {
	slug: string;
	prefix: string;
	/** Token -> principal; a missing or unknown token answers 401 */
	tokens: Record<string, Principal>;
	/** Where the token is read from (default: Authorization Bearer) */
	tokenHeader?: string;
	routes: Route[];
	/** The body of an error response in this interface's shape */
	error(status: number, code: string, message: string, details?: unknown): unknown;
	reset(): void;
	/** endpoints.tsv rows this simulation cannot serve, each with the reason (listed by the coverage check) */
	notSimulated?: Array<{ method: string; path: string; reason: string }>;
}

/** The error body most interfaces answer with: `{ error: <code>, message, details? }` */
export const codeAndMessageError: SandboxInterface['error'] = (
	_status,
	code,
	message,
	details,
) => ({
	error: code,
	message,
	...(details ? { details } : {}),
});

export class ApiFailure extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly details?: unknown,
		/** Sent with the error response (e.g. rate-limit headers) */
		readonly headers?: Record<string, string>,
	) {
		super(message);
	}
}

export interface LoggedRequest {
	slug: string;
	method: string;
	route: string;
	path: string;
	query: Record<string, string>;
	headers: http.IncomingHttpHeaders;
	body: any;
	status: number;
	/** When it was answered (ms since the epoch) */
	at: number;
}

/** A route ready to match: its path as a pattern, its body schema compiled. */
export interface CompiledRoute extends Route {
	pattern: RegExp;
	/** Matched against the path after the base URL, not after the prefix */
	absolute: boolean;
	names: string[];
	validate?: ValidateFunction;
}
