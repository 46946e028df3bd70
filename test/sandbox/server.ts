import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

import type { FaultKind, FaultPlan } from './faults';
import { appliesFirst, faultFor, spoilAnswer } from './faults';
import { Load } from './load';
import type { GeneratedFile } from './streams';
import type { CompiledRoute, LoggedRequest, SandboxInterface, SandboxResponse } from './api';
import { ApiFailure } from './api';
import { writeHits } from './hits';
import type { PlannedFailure } from './planned';
import { PlannedFailures } from './planned';
import { authenticate, compileRoutes, matchRoute, schemaErrors } from './routing';
import { receiveBody, respond, serveGenerated } from './transfer';
import { sentRequestsArrived } from '../harness/loopback';

// What an interface is made of lives in api.ts; its names stay importable from here.
export type {
	LoggedRequest,
	Principal,
	Route,
	SandboxInterface,
	SandboxRequest,
	SandboxResponse,
} from './api';
export { ApiFailure, codeAndMessageError } from './api';

/**
 * A loopback HTTP server simulating the BizOps interfaces from their documents. Each interface
 * is data: routes with an optional JSON Schema for the body, and handlers over in-memory state.
 * All interfaces share one server, each under `/<slug>`; its base URL is what a credential holds.
 */

const defaultLatency = () => Number(process.env.SANDBOX_LATENCY_MS) || 0;

export class Sandbox {
	readonly interfaces = new Map<string, SandboxInterface>();
	private readonly routes = new Map<string, CompiledRoute[]>();
	private readonly failures = new PlannedFailures();
	private server?: http.Server | https.Server;
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
	/** Wraps the answer to an interface's request (the crash bench kills a process around it: killOnAnswer.ts) */
	aroundAnswer?: (
		request: { slug: string; method: string; route: string; remotePort?: number },
		answer: () => void,
	) => void;
	/** A service under load (test/sandbox/load.ts): an undisclosed limit, answers slowing down */
	load?: Load;
	/** Faults injected since `reset`, in order */
	injected: Array<{ kind: FaultKind; method: string; path: string }> = [];
	/** Requests other than GET whose handler took effect since `reset`: the effects, a repeated PUT or DELETE counted once, a request replayed by its idempotency key not again */
	applied = 0;
	/** The same effects, each request counted (a repeated PUT or DELETE too) */
	appliedRequests = 0;
	/** The PUTs and DELETEs applied since `reset`: the same one again has no further effect (RFC 9110) */
	private appliedIdempotent = new Set<string>();
	/** Resets so far, and the count each request arrived under: one that arrived before the last
	 * reset (a request its client gave up on, read late) takes no fault of the next test's plan and
	 * counts in none of its figures. */
	private resets = 0;
	private readonly arrivedAfter = new WeakMap<http.IncomingMessage, number>();

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
	/** Connections opened to it (a TLS handshake that fails sends no request, but opened one) */
	connections = 0;

	constructor(interfaces: SandboxInterface[]) {
		for (const api of interfaces) this.mount(api);
	}

	mount(api: SandboxInterface) {
		this.interfaces.set(api.slug, api);
		this.routes.set(api.slug, compileRoutes(api.routes));
	}

	/** With `tls` (a key and certificate, see tls.ts) it serves HTTPS, and its base URLs say so. */
	async start(port = 0, host = '127.0.0.1', tls?: https.ServerOptions): Promise<this> {
		const handler: http.RequestListener = (req, res) => {
			this.arrivedAfter.set(req, this.resets);
			void this.handleTimed(req, res).catch((error: Error) => {
				// A client gone while its request was held (an n8n process killed) ends that request only.
				if (!req.destroyed) throw error;
			});
		};
		this.server = tls ? https.createServer(tls, handler) : http.createServer(handler);
		this.server.on('connection', () => this.connections++);
		this.server.keepAliveTimeout = 30_000;
		await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
		this.port = (this.server.address() as AddressInfo).port;
		return this;
	}

	async stop() {
		writeHits(this.hits, this.port);
		if (!this.server) return;
		this.server.closeAllConnections();
		await new Promise<void>((resolve) => this.server!.close(() => resolve()));
	}

	/** An HTTPS sandbox's certificate for the connections opened from now on. */
	useCertificate(tls: https.ServerOptions) {
		(this.server as https.Server).setSecureContext(tls);
	}

	/** Base URL of an interface, without its fixed prefix: what its credential holds. */
	baseUrl(slug: string) {
		return `${this.server instanceof https.Server ? 'https' : 'http'}://127.0.0.1:${this.port}/${slug}`;
	}

	/**
	 * The next `count` requests to `slug` (optionally only of `method`) answer `status`; with
	 * `afterHandling` each is carried out first, as when the answer is lost on its way back.
	 */
	failNext(slug: string, status: number, options: Parameters<PlannedFailures['plan']>[2] = {}) {
		this.failures.plan(slug, status, options);
	}

	/**
	 * Lets every request a client has already sent arrive (test/harness/loopback.ts). Before a
	 * `reset` that must not see an earlier test's requests (a client that timed out may not have
	 * been read yet).
	 */
	async settle() {
		await sentRequestsArrived();
	}

	reset() {
		this.resets++;
		for (const api of this.interfaces.values()) api.reset();
		this.failures.clear();
		this.generatedFiles.clear();
		this.faults = undefined;
		this.load = undefined;
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
		this.connections = 0;
		this.statusCounts = {};
		this.maxInFlight = 0;
	}

	requestsTo(slug: string, method?: string, route?: string) {
		return this.log.filter(
			(r) => r.slug === slug && (!method || r.method === method) && (!route || r.route === route),
		);
	}

	/** Counts the request in flight and holds it back by the latency (never for the control routes). */
	private async handleTimed(req: http.IncomingMessage, res: http.ServerResponse) {
		this.inFlight++;
		this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
		const url = new URL(req.url ?? '/', 'http://sandbox');
		const slug = url.pathname.split('/')[1];
		const load = slug === '_control' ? undefined : this.load;
		// A refusal under load answers at once, as a service's limiter does before any work.
		const loadMs = load?.arrive();
		try {
			if (load && loadMs === undefined) return await this.handle(req, res, load);
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
			await load?.answersLeave;
			const held = latency + (loadMs ?? 0);
			if (held > 0) await new Promise((resolve) => setTimeout(resolve, held));
			await this.handle(req, res);
		} finally {
			this.inFlight--;
			if (loadMs !== undefined) load?.leave();
		}
	}

	/** The request's body (see receiveBody), its file parts counted in `uploads`. */
	private async receive(req: http.IncomingMessage, path: string) {
		const received = await receiveBody(req, this.droppedUploads.get(path));
		for (const { name, fileName, size, sha256 } of received?.parts ?? [])
			if (fileName !== undefined) this.uploads.push({ path, name, fileName, size, sha256 });
		return received;
	}

	/** Answers the request; `refusedBy`: the load's limit refuses it (429). */
	private async handle(req: http.IncomingMessage, res: http.ServerResponse, refusedBy?: Load) {
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
			const answering = () => answer(status, response);
			if (this.aroundAnswer)
				this.aroundAnswer(
					{
						slug,
						method: req.method ?? '',
						route: routeTemplate,
						remotePort: req.socket.remotePort,
					},
					answering,
				);
			else answering();
		};
		const answer = (status: number, response: SandboxResponse) => respond(res, status, response);
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
		const matched = matchRoute(this.routes.get(slug)!, req.method, fullPath, subPath);
		if (!matched) return fail(404, 'not_found', `No route ${req.method} ${subPath || fullPath}`);
		if (refusedBy)
			return fail(429, 'rate_limited', 'Too many requests', undefined, refusedBy.refusalHeaders());

		const planned = this.failures.take(slug, req.method);
		const failPlanned = (p: PlannedFailure) =>
			fail(
				p.status,
				p.status === 429 ? 'rate_limited' : 'server_error',
				`Planned ${p.status}`,
				undefined,
				p.headers,
			);
		if (planned && !planned.afterHandling) return failPlanned(planned);

		const { principal, refusal } = authenticate(api, matched.route, req.headers);
		if (refusal) return fail(...refusal);

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
			const details = schemaErrors(matched.route.validate);
			return fail(
				422,
				'validation_error',
				`Invalid ${details.map((d) => d.field).join(', ')}`,
				details,
			);
		}

		this.hits.add(`${slug}\t${req.method}\t${matched.route.path}`);
		const stale = this.arrivedAfter.get(req) !== this.resets;
		const fault = stale ? undefined : faultFor(this.faults, req.method ?? 'GET');
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
			if (!stale && req.method !== 'GET' && (response.status ?? 200) < 400)
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
