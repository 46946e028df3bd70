import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { FaultKind, FaultPlan } from './faults';
import { appliesFirst, faultFor, spoilAnswer } from './faults';
import type { GeneratedFile, MultipartPart } from './streams';
import { generatedBytes, readMultipart } from './streams';

/**
 * A loopback HTTP server simulating the BizOps interfaces from their documents. Each interface
 * is data: routes with an optional JSON Schema for the body, and handlers over in-memory state.
 * All interfaces share one server, each under `/<slug>`; its base URL is what a credential holds.
 */

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

interface PlannedFailure {
	status: number;
	headers: Record<string, string>;
	remaining: number;
	method?: string;
	/** The request is carried out and only its answer is the failure (a response lost on the way back) */
	afterHandling?: boolean;
}

interface CompiledRoute extends Route {
	pattern: RegExp;
	/** Matched against the path after the base URL, not after the prefix */
	absolute: boolean;
	names: string[];
	validate?: ValidateFunction;
}

const ajv = new Ajv({ allErrors: true, coerceTypes: false });

/** Where test runs record endpoint hits (ENDPOINT_HITS_DIR lets parallel runs keep apart). */
export function endpointHitsDir() {
	return process.env.ENDPOINT_HITS_DIR ?? path.resolve(__dirname, '../../.endpoint-hits');
}

const defaultLatency = () => Number(process.env.SANDBOX_LATENCY_MS) || 0;

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

export class Sandbox {
	readonly interfaces = new Map<string, SandboxInterface>();
	private readonly routes = new Map<string, CompiledRoute[]>();
	private readonly failures = new Map<string, PlannedFailure[]>();
	private server?: http.Server;
	/** Every request answered, in order (cleared by `clearLog`) */
	log: LoggedRequest[] = [];
	/** Whether to keep `log` (the benchmark turns it off) */
	keepLog = true;
	requestCount = 0;
	/** Requests answered since `clearLog`, by HTTP status */
	statusCounts: Record<number, number> = {};
	/**
	 * Milliseconds every answer of an interface is held back, as a real API's latency (the
	 * benchmarks and the demo: SANDBOX_LATENCY_MS, default 0); a function sets it per request.
	 */
	latency:
		| number
		| ((request: {
				slug: string;
				method: string;
				path: string;
				query: Record<string, string>;
		  }) => number) = defaultLatency();
	/** Requests being handled right now, and the most there were at once since `clearLog` */
	inFlight = 0;
	maxInFlight = 0;
	/** Files served by generating them as they stream out, by request path (e.g. /invoicing/v1/invoices/inv_1/pdf) */
	readonly generatedFiles = new Map<string, GeneratedFile>();
	/** Uploads whose connection is closed after this many body bytes, by request path */
	readonly droppedUploads = new Map<string, number>();
	/** Every file part received, as counted while it streamed in (cleared by `reset`) */
	uploads: Array<{ path: string; name: string; fileName?: string; size: number; sha256: string }> =
		[];
	/** Network faults to inject (test/sandbox/faults.ts); none when undefined */
	faults?: FaultPlan;
	/** Faults injected since `reset`, in order */
	injected: Array<{ kind: FaultKind; method: string; path: string }> = [];
	/** Requests other than GET whose handler took effect since `reset`: the effects, a repeated PUT or DELETE counted once, a request replayed by its idempotency key not again */
	applied = 0;
	/** The same effects, each request counted (a repeated PUT or DELETE too) */
	appliedRequests = 0;
	/** The PUTs and DELETEs applied since `reset`: the same one again has no further effect (RFC 9110) */
	private appliedIdempotent = new Set<string>();

	private noteApplied(
		method: string,
		path: string,
		body: Buffer | undefined,
		{ replayed = false, effects = 1 }: SandboxResponse,
	) {
		this.appliedRequests += effects;
		if (replayed) return;
		const request = `${method} ${path} ${body?.toString('base64') ?? ''}`;
		if (method === 'PUT' || method === 'DELETE') {
			if (this.appliedIdempotent.has(request)) return;
			this.appliedIdempotent.add(request);
		}
		this.applied += effects;
	}
	/** (interface, METHOD, path template) rows hit, for the endpoint coverage check */
	readonly hits = new Set<string>();
	port = 0;

	constructor(interfaces: SandboxInterface[]) {
		for (const api of interfaces) this.mount(api);
	}

	mount(api: SandboxInterface) {
		this.interfaces.set(api.slug, api);
		this.routes.set(
			api.slug,
			api.routes.map((route) => {
				const names: string[] = [];
				const absolute = route.path.startsWith('^');
				const source = (absolute ? route.path.slice(1) : route.path).replace(
					/\{(\w+)\}/g,
					(_, name: string) => {
						names.push(name);
						return '([^/]+)';
					},
				);
				return {
					...route,
					names,
					absolute,
					pattern: new RegExp(`^${source}$`),
					validate: route.body ? ajv.compile(route.body) : undefined,
				};
			}),
		);
	}

	async start(port = 0, host = '127.0.0.1'): Promise<this> {
		this.server = http.createServer((req, res) => void this.handleTimed(req, res));
		this.server.keepAliveTimeout = 30_000;
		await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
		this.port = (this.server.address() as AddressInfo).port;
		return this;
	}

	async stop() {
		this.writeHits();
		if (!this.server) return;
		this.server.closeAllConnections();
		await new Promise<void>((resolve) => this.server!.close(() => resolve()));
	}

	/** Base URL of an interface, without its fixed prefix: what its credential holds. */
	baseUrl(slug: string) {
		return `http://127.0.0.1:${this.port}/${slug}`;
	}

	/**
	 * The next `count` requests to `slug` (optionally only of `method`) answer `status`; with
	 * `afterHandling` each is carried out first, as when the answer is lost on its way back.
	 */
	failNext(
		slug: string,
		status: number,
		{
			count = 1,
			headers = {},
			method,
			afterHandling,
		}: {
			count?: number;
			headers?: Record<string, string>;
			method?: string;
			afterHandling?: boolean;
		} = {},
	) {
		const list = this.failures.get(slug) ?? [];
		list.push({ status, headers, remaining: count, method, afterHandling });
		this.failures.set(slug, list);
	}

	reset() {
		for (const api of this.interfaces.values()) api.reset();
		this.failures.clear();
		this.generatedFiles.clear();
		this.faults = undefined;
		this.injected = [];
		this.applied = 0;
		this.appliedRequests = 0;
		this.appliedIdempotent.clear();
		this.droppedUploads.clear();
		this.uploads = [];
		this.latency = defaultLatency();
		this.clearLog();
	}

	clearLog() {
		this.log = [];
		this.requestCount = 0;
		this.statusCounts = {};
		this.maxInFlight = 0;
	}

	requestsTo(slug: string, method?: string, route?: string) {
		return this.log.filter(
			(r) => r.slug === slug && (!method || r.method === method) && (!route || r.route === route),
		);
	}

	private writeHits() {
		if (this.hits.size === 0) return;
		const dir = endpointHitsDir();
		mkdirSync(dir, { recursive: true });
		writeFileSync(
			path.join(dir, `${process.pid}-${Date.now()}-${this.port}.tsv`),
			[...this.hits].join('\n') + '\n',
		);
	}

	/** Counts the request in flight and holds it back by the latency (never for the control routes). */
	private async handleTimed(req: http.IncomingMessage, res: http.ServerResponse) {
		this.inFlight++;
		this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
		try {
			const url = new URL(req.url ?? '/', 'http://sandbox');
			const slug = url.pathname.split('/')[1];
			const latency =
				slug === '_control'
					? 0
					: typeof this.latency === 'function'
						? this.latency({
								slug,
								method: req.method ?? '',
								path: url.pathname.slice(slug.length + 1),
								query: Object.fromEntries(url.searchParams),
							})
						: this.latency;
			if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
			await this.handle(req, res);
		} finally {
			this.inFlight--;
		}
	}

	/** The request's body: bytes, or multipart parts read as they stream; undefined when it was cut off on purpose. */
	private async receive(req: http.IncomingMessage, path: string) {
		const dropAfter = this.droppedUploads.get(path);
		let dropped = false;
		async function* body() {
			let length = 0;
			for await (const chunk of req as AsyncIterable<Buffer>) {
				length += chunk.length;
				if (dropAfter !== undefined && length > dropAfter) {
					dropped = true;
					req.socket?.destroy();
					return;
				}
				yield chunk;
			}
		}
		const contentType = String(req.headers['content-type'] ?? '');
		let rawBody = Buffer.alloc(0);
		let parts: MultipartPart[] = [];
		let invalid: ApiFailure | undefined;
		if (contentType.startsWith('multipart/form-data')) {
			try {
				parts = await readMultipart(body(), contentType);
			} catch (error) {
				if (!(error instanceof ApiFailure)) throw error;
				invalid = error;
			}
			for (const { name, fileName, size, sha256 } of parts)
				if (fileName !== undefined) this.uploads.push({ path, name, fileName, size, sha256 });
		} else {
			const chunks: Buffer[] = [];
			for await (const chunk of body()) chunks.push(chunk);
			rawBody = Buffer.concat(chunks);
		}
		return dropped ? undefined : { rawBody, parts, invalid };
	}

	private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
		const url = new URL(req.url ?? '/', 'http://sandbox');
		const generated = req.method === 'GET' ? this.generatedFiles.get(url.pathname) : undefined;
		if (generated) return await serveGenerated(res, generated);
		const received = await this.receive(req, url.pathname);
		if (!received) return;
		const { rawBody, parts } = received;
		const [, slug, ...rest] = url.pathname.split('/');
		const api = this.interfaces.get(slug);
		const send = (
			status: number,
			response: SandboxResponse,
			routeTemplate = '',
			body: unknown = undefined,
		) => {
			// The control routes (test/sandbox/main.ts) are not the interfaces' traffic.
			if (slug === '_control') return answer(status, response);
			this.requestCount++;
			this.statusCounts[status] = (this.statusCounts[status] ?? 0) + 1;
			if (this.keepLog) {
				this.log.push({
					slug,
					method: req.method ?? '',
					route: routeTemplate,
					path: subPath,
					query: Object.fromEntries(url.searchParams),
					headers: req.headers,
					body,
					status,
					at: Date.now(),
				});
			}
			answer(status, response);
		};
		const answer = (status: number, response: SandboxResponse) => {
			const headers = { ...response.headers };
			if (response.raw) {
				res.writeHead(status, headers);
				res.end(response.raw);
				return;
			}
			if (response.body === undefined) {
				res.writeHead(status, headers);
				res.end();
				return;
			}
			res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
			res.end(JSON.stringify(response.body));
		};
		const fullPath = '/' + rest.join('/');
		const subPath =
			api && fullPath.startsWith(api.prefix) ? fullPath.slice(api.prefix.length) || '/' : '';
		if (!api || (!subPath && !this.routes.get(slug)!.some((route) => route.absolute)))
			return send(404, {
				body: { error: 'not_found', message: `No interface at ${url.pathname}` },
			});
		const fail = (
			status: number,
			code: string,
			message: string,
			details?: unknown,
			headers?: Record<string, string>,
		) =>
			send(
				status,
				{ body: api.error(status, code, message, details), headers },
				matched?.route.path,
				parsedBody,
			);

		let parsedBody: any;
		let matched: { route: CompiledRoute; params: Record<string, string> } | undefined;
		for (const route of this.routes.get(slug)!) {
			if (route.method !== req.method) continue;
			const target = route.absolute ? fullPath : subPath;
			const m = target ? route.pattern.exec(target) : null;
			if (!m) continue;
			matched = {
				route,
				params: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])),
			};
			break;
		}
		if (!matched) return fail(404, 'not_found', `No route ${req.method} ${subPath || fullPath}`);

		const planned = (this.failures.get(slug) ?? []).find(
			(f) => f.remaining > 0 && (!f.method || f.method === req.method),
		);
		if (planned) planned.remaining--;
		const failPlanned = (p: PlannedFailure) =>
			fail(
				p.status,
				p.status === 429 ? 'rate_limited' : 'server_error',
				`Planned ${p.status}`,
				undefined,
				p.headers,
			);
		if (planned && !planned.afterHandling) return failPlanned(planned);

		let principal: Principal | undefined;
		if (matched.route.auth !== false) {
			const header = req.headers[(api.tokenHeader ?? 'authorization').toLowerCase()];
			const token = api.tokenHeader
				? String(header ?? '')
				: /^Bearer (.+)$/.exec(String(header ?? ''))?.[1];
			principal = token ? api.tokens[token] : undefined;
			if (!principal) return fail(401, 'unauthorized', 'Missing or invalid access token');
			const scope = matched.route.scope;
			if (scope && !principal.scopes.some((s) => s === scope || s.startsWith(`${scope}:`))) {
				return fail(403, 'forbidden', `The token lacks the permission ${scope}`);
			}
		}

		if (received.invalid)
			return fail(received.invalid.status, received.invalid.code, received.invalid.message);
		const contentType = String(req.headers['content-type'] ?? '');
		if (rawBody.length && contentType.includes('application/json')) {
			try {
				parsedBody = JSON.parse(rawBody.toString('utf8'));
			} catch {
				return fail(400, 'invalid_json', 'The body is not valid JSON');
			}
		}
		if (matched.route.validate && !matched.route.validate(parsedBody ?? {})) {
			const details = matched.route.validate.errors!.map((e) => ({
				field:
					(e.instancePath.slice(1) || (e.params as { missingProperty?: string }).missingProperty) ??
					'',
				code: e.keyword,
				message: e.message,
			}));
			return fail(
				422,
				'validation_error',
				`Invalid ${details.map((d) => d.field).join(', ')}`,
				details,
			);
		}

		this.hits.add(`${slug}\t${req.method}\t${matched.route.path}`);
		const fault = faultFor(this.faults, req.method ?? 'GET');
		if (fault) this.injected.push({ kind: fault, method: req.method ?? '', path: subPath });
		if (fault && !appliesFirst(fault)) {
			if (fault === 'dropBefore') return void res.socket?.destroy();
			if (fault.startsWith('429'))
				return fail(
					429,
					'rate_limited',
					'Too many requests',
					undefined,
					fault === '429retryAfter' ? { 'Retry-After': '1' } : undefined,
				);
			return fail(Number(fault.slice(0, 3)), 'server_error', `Injected ${fault}`);
		}
		try {
			const response = await matched.route.handler({
				method: req.method!,
				path: matched.route.absolute ? fullPath : subPath,
				params: matched.params,
				query: Object.fromEntries(url.searchParams),
				headers: req.headers,
				body: parsedBody,
				rawBody,
				parts,
				principal,
			});
			if (req.method !== 'GET' && (response.status ?? 200) < 400)
				this.noteApplied(req.method!, fullPath, rawBody, response);
			if (planned?.afterHandling) return failPlanned(planned);
			if (fault) {
				const body = response.raw ? response.raw.toString() : JSON.stringify(response.body ?? {});
				if (await spoilAnswer(fault, res, body, this.faults?.slowMs ?? 2500)) return;
				if (/^5\d\d/.test(fault))
					return fail(Number(fault.slice(0, 3)), 'server_error', `Injected ${fault}`);
			}
			send(response.status ?? 200, response, matched.route.path, parsedBody);
		} catch (error) {
			if (error instanceof ApiFailure)
				return fail(error.status, error.code, error.message, error.details, error.headers);
			return fail(500, 'server_error', (error as Error).message);
		}
	}
}

/** Streams a generated file, minding backpressure; one with `cutAt` ends the connection there. */
async function serveGenerated(res: http.ServerResponse, file: GeneratedFile) {
	res.writeHead(200, {
		'Content-Type': file.contentType ?? 'application/octet-stream',
		'Content-Length': String(file.size),
	});
	let sent = 0;
	for (const block of generatedBytes(file)) {
		const left = file.cutAt === undefined ? block.length : file.cutAt - sent;
		if (left < block.length) {
			if (left > 0) res.write(block.subarray(0, left));
			res.socket?.destroy();
			return;
		}
		sent += block.length;
		if (!res.write(block)) await once(res, 'drain');
	}
	res.end();
}
