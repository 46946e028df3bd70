import { n8nRelease, selectedVersion } from '../../scripts/n8n/toolchain';

/**
 * Talks to a running n8n: the owner's session on the editor's REST API (cookie + browser id)
 * for what only the editor can do, and the public API (`/api/v1`, API key) for the rest.
 * Where n8n's APIs differ between its lines, the difference lives here (see `N8nClient`), so
 * the tests read the same on every version.
 */

export const OWNER = {
	email: 'owner@bizops.example',
	password: 'BizOps-Demo-1',
	firstName: 'BizOps',
	lastName: 'Owner',
};

const BROWSER_ID = 'bizops-scripts';
/** The field n8n 1.x adds to credentials (see createCredential) */
const DOMAINS_FIELD = 'allowedHttpRequestDomains';

export interface Workflow {
	id?: string;
	name: string;
	nodes: Array<Record<string, unknown>>;
	connections: Record<string, unknown>;
	settings?: Record<string, unknown>;
}

export type Execution = Record<string, any>;

/** A data table's column as n8n's editor makes one */
export interface DataTableColumn {
	name: string;
	type: 'string' | 'number' | 'boolean' | 'date';
}

/** Each node's output items of an execution, by node name; fails with the execution's error, if any. */
export function outputs(execution: Execution): Record<string, Array<Record<string, any>>> {
	const runData = execution.data.resultData.runData as Record<string, Execution[]>;
	const error = execution.data.resultData.error;
	if (error)
		throw new Error(
			`execution ${execution.id} failed: ${error.message} ${error.description ?? ''}`,
		);
	return Object.fromEntries(
		Object.entries(runData).map(([node, runs]) => [
			node,
			(runs[0].data?.main?.[0] ?? []).map((item: Execution) => item.json),
		]),
	);
}

/**
 * fetch, sent once more when the connection it reused had been closed by the server in the
 * meantime ("other side closed": n8n closes idle keep-alive connections after 5 s; the request
 * never reached it).
 */
export async function fetchFresh(url: string, init?: RequestInit): Promise<Response> {
	try {
		return await fetch(url, init);
	} catch (error) {
		const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
		if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
		return await fetch(url, init);
	}
}

/** Polls `probe` until it returns something other than undefined. */
export async function eventually<T>(
	what: string,
	seconds: number,
	probe: () => Promise<T | undefined>,
): Promise<T> {
	const deadline = Date.now() + seconds * 1000;
	while (Date.now() < deadline) {
		const value = await probe();
		if (value !== undefined) return value;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`${what}: not within ${seconds} s`);
}

/** n8n registers a published workflow's webhooks after answering: until then the URL answers 404 (and runs nothing). */
export async function callWebhook(url: string, init: RequestInit = { method: 'POST' }) {
	return await eventually(`POST ${url} registered`, 30, async () => {
		// A webhook held open by a run that never ends fails here, not at the test's own timeout.
		const response = await fetchFresh(url, { signal: AbortSignal.timeout(120_000), ...init });
		return response.status === 404 ? undefined : response;
	});
}

export class N8nClient {
	/** The owner's login cookie and API key, once `setUp` made them (another process may resume with them) */
	session = { cookie: '', apiKey: '' };

	/** n8n's major version: 1.x and 2.x differ in the public API (see publish and createCredential) */
	readonly major: number;

	constructor(
		readonly baseUrl: string,
		session?: { cookie: string; apiKey: string },
		/** The n8n version behind `baseUrl` (default: BIZOPS_N8N_VERSION, else the development version) */
		readonly version = selectedVersion(),
	) {
		if (session) this.session = session;
		this.major = n8nRelease(version).major;
	}

	/** Creates the owner account (a fresh n8n has none) and an API key with every scope it may have. */
	async setUp() {
		const setup = await fetchFresh(`${this.baseUrl}/rest/owner/setup`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'browser-id': BROWSER_ID },
			body: JSON.stringify(OWNER),
		});
		if (!setup.ok) throw new Error(`owner setup answered ${setup.status}: ${await setup.text()}`);
		this.session.cookie = setup.headers
			.getSetCookie()
			.map((c) => c.split(';')[0])
			.join('; ');
		const scopes = await this.rest<string[]>('GET', '/api-keys/scopes');
		const key = await this.rest<{ rawApiKey: string }>('POST', '/api-keys', {
			label: 'bizops',
			expiresAt: null,
			scopes,
		});
		this.session.apiKey = key.rawApiKey;
		return this;
	}

	/** The editor's REST API as the owner; returns its `data`. */
	async rest<T = any>(method: string, path: string, body?: unknown): Promise<T> {
		const response = await this.send(
			`${this.baseUrl}/rest${path}`,
			method,
			{ cookie: this.session.cookie, 'browser-id': BROWSER_ID },
			body,
		);
		return (response as { data: T }).data;
	}

	/** The public API. */
	async api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
		return (await this.send(
			`${this.baseUrl}/api/v1${path}`,
			method,
			{ 'X-N8N-API-KEY': this.session.apiKey },
			body,
		)) as T;
	}

	/** What the editor knows: `GET /types/nodes.json` or `/types/credentials.json` */
	async types(kind: 'nodes' | 'credentials'): Promise<Array<{ name: string }>> {
		return await this.send(`${this.baseUrl}/types/${kind}.json`, 'GET', {
			cookie: this.session.cookie,
			'browser-id': BROWSER_ID,
		});
	}

	/**
	 * n8n 1.x adds `allowedHttpRequestDomains` (which hosts the HTTP Request node may reach with the
	 * credential) to the credential types it loads from community packages with an `authenticate`
	 * (the pack's all have one), and its public API then requires it in `data` (400, "requires
	 * property allowedDomains") while refusing it for types without it (n8n's own OpenAI one); the
	 * editor fills in its default, "all", and so does this where the type's schema has the field.
	 * 2.x has no such field.
	 */
	async createCredential(credential: {
		name: string;
		type: string;
		data: Record<string, unknown>;
	}): Promise<{ id: string; name: string }> {
		const data =
			this.major === 1 && (await this.credentialFields(credential.type)).includes(DOMAINS_FIELD)
				? { [DOMAINS_FIELD]: 'all', ...credential.data }
				: credential.data;
		return await this.api('POST', '/credentials', { ...credential, data });
	}

	/** The fields the public API takes in a credential's `data` (its JSON schema of the type). */
	private async credentialFields(type: string) {
		const schema = await this.api<{ properties?: Record<string, unknown> }>(
			'GET',
			`/credentials/schema/${encodeURIComponent(type)}`,
		);
		return Object.keys(schema.properties ?? {});
	}

	/**
	 * The data table of this name in the owner's personal project, created with these columns
	 * when there is none (the editor's REST API: 1.x's public API has none); answers its id and
	 * name, as a Data table node names it. Every suite and file sharing one n8n gets the same.
	 */
	async ensureDataTable(
		name: string,
		columns: DataTableColumn[],
	): Promise<{ id: string; name: string }> {
		const project = await this.rest<{ id: string }>('GET', '/projects/personal');
		const tables = `/projects/${project.id}/data-tables`;
		const { data } = await this.rest<{ data: Array<{ id: string; name: string }> }>(
			'GET',
			`${tables}?filter=${encodeURIComponent(JSON.stringify({ name }))}`,
		);
		const found = data.find((t) => t.name === name);
		const table =
			found ??
			(await this.rest<{ id: string; name: string }>('POST', tables, {
				name,
				columns,
			}));
		if (found) {
			// A table made before a column was asked for (the demo's, kept across runs) gets it.
			const listed = await this.rest<Array<{ name: string }> | { data: Array<{ name: string }> }>(
				'GET',
				`${tables}/${found.id}/columns`,
			);
			const has = (Array.isArray(listed) ? listed : listed.data).map((c) => c.name);
			for (const column of columns.filter((c) => !has.includes(c.name)))
				await this.rest('POST', `${tables}/${found.id}/columns`, column);
		}
		return { id: table.id, name: table.name };
	}

	/** Adds rows to a data table, as its editor does (dates as ISO strings). */
	async insertDataTableRows(table: { id: string }, rows: Array<Record<string, unknown>>) {
		const project = await this.rest<{ id: string }>('GET', '/projects/personal');
		await this.rest('POST', `/projects/${project.id}/data-tables/${table.id}/insert`, {
			data: rows,
		});
	}

	/** The rows of a data table whose `column` equals `value`, in the order they were added. */
	async dataTableRows(
		table: { id: string },
		column: string,
		value: string,
	): Promise<Array<Record<string, unknown>>> {
		const project = await this.rest<{ id: string }>('GET', '/projects/personal');
		const filter = { type: 'and', filters: [{ columnName: column, condition: 'eq', value }] };
		const { data } = await this.rest<{ data: Array<Record<string, unknown>> }>(
			'GET',
			`/projects/${project.id}/data-tables/${table.id}/rows?filter=${encodeURIComponent(JSON.stringify(filter))}&sortBy=${encodeURIComponent('id:asc')}`,
		);
		return data;
	}

	/** Deletes the rows of a data table whose `column` equals `value`, as its editor does. */
	async deleteDataTableRows(table: { id: string }, column: string, value: string) {
		const project = await this.rest<{ id: string }>('GET', '/projects/personal');
		const filter = { type: 'and', filters: [{ columnName: column, condition: 'eq', value }] };
		await this.rest(
			'DELETE',
			`/projects/${project.id}/data-tables/${table.id}/rows?filter=${encodeURIComponent(JSON.stringify(filter))}`,
		);
	}

	async createWorkflow(workflow: Workflow): Promise<Workflow & { id: string }> {
		return await this.api('POST', '/workflows', { settings: {}, ...workflow });
	}

	/**
	 * Runs the credential's test as n8n does (the function its nodes name in `testedBy`, with its
	 * stored data); answers `{ status: 'OK' | 'Error', message }`. 2.x has it in the public API; 1.x only in
	 * the editor's: read the credential (secrets redacted) and send it back, n8n restores them.
	 */
	async testCredential(id: string): Promise<{ status: string; message?: string }> {
		if (this.major !== 1) return await this.api('POST', `/credentials/${id}/test`);
		const stored = await this.rest<Record<string, unknown>>(
			'GET',
			`/credentials/${id}?includeData=true`,
		);
		return await this.rest('POST', '/credentials/test', {
			credentials: { id, name: stored.name, type: stored.type, data: stored.data },
		});
	}

	/** Puts the workflow live: 2.x "publishes" it, 1.x "activates" it (its public API has no publish). */
	async publish(workflowId: string) {
		await this.api('POST', `/workflows/${workflowId}/${this.major === 1 ? 'activate' : 'publish'}`);
	}

	async unpublish(workflowId: string) {
		await this.api(
			'POST',
			`/workflows/${workflowId}/${this.major === 1 ? 'deactivate' : 'unpublish'}`,
		);
	}

	/** Publishes a workflow started by a webhook, calls it once and answers its one execution; unpublishes it after. */
	async runByWebhook(workflow: Workflow, webhookPath: string): Promise<Execution> {
		const created = await this.createWorkflow(workflow);
		await this.publish(created.id);
		try {
			await callWebhook(`${this.baseUrl}/webhook/${webhookPath}`);
			const [execution] = await this.awaitExecutions(created.id, 1, 60);
			return execution;
		} finally {
			await this.unpublish(created.id);
		}
	}

	/** Waits until n8n 2.x has published or unpublished the workflow (or given up); answers its first trigger's status. */
	async publicationSettled(workflowId: string) {
		const status = await eventually(
			`publication of workflow ${workflowId} settled`,
			90,
			async () => {
				const now = await this.rest<Execution>(
					'GET',
					`/workflows/${workflowId}/publication-status`,
				);
				return now.status === 'in_progress' ? undefined : now;
			},
		);
		return (status.triggers as Execution[])[0] as
			{ status: string; errorMessage: string | null } | undefined;
	}

	/** The workflow's executions with their data, newest first (n8n's public API leaves running ones out). */
	async executions(workflowId: string): Promise<Execution[]> {
		return await this.listedExecutions(workflowId, 'includeData=true');
	}

	/** The workflow's executions still running, which the lists above leave out. */
	async runningExecutions(workflowId: string): Promise<Execution[]> {
		return await this.listedExecutions(workflowId, 'status=running');
	}

	private async listedExecutions(workflowId: string, query: string): Promise<Execution[]> {
		const path = `/executions?workflowId=${workflowId}&${query}&limit=100`;
		return (await this.api<{ data: Execution[] }>('GET', path)).data;
	}

	/** One execution, without its data. */
	async execution(id: string): Promise<Execution> {
		return await this.api<Execution>('GET', `/executions/${id}`);
	}

	/** The workflow's executions that have ended (succeeded or failed), newest first. */
	async finishedExecutions(workflowId: string): Promise<Execution[]> {
		return (await this.executions(workflowId)).filter((e) => e.finished || e.status === 'error');
	}

	/**
	 * Waits until the workflow has at least `count` finished executions; answers all of its
	 * executions but those still running. No extra wait for an execution too many: one call starts
	 * at most one, and a check that a call started none sends a good one after it and waits for
	 * that one's (executionsAfter in test/e2e/webhookLifecycle.ts).
	 */
	async awaitExecutions(workflowId: string, count: number, seconds: number): Promise<Execution[]> {
		await eventually(
			`${count} finished execution(s) of workflow ${workflowId}`,
			seconds,
			async () => {
				const found = await this.finishedExecutions(workflowId);
				return found.length >= count ? found : undefined;
			},
		);
		return await this.executions(workflowId);
	}

	/** The last write sent, on 1.x (see send) */
	private writing: Promise<unknown> = Promise.resolve();

	/**
	 * n8n 1.x keeps SQLite on one connection by default (DB_SQLITE_POOL_SIZE=0): two writes at once
	 * interleave their transactions and fail ("SQLITE_ERROR: no such savepoint"), leaving later
	 * writes failing too. Its users' editors send one at a time; so does this client on 1.x.
	 */
	private async send(url: string, method: string, headers: Record<string, string>, body?: unknown) {
		if (this.major !== 1 || method === 'GET') return await this.sendNow(url, method, headers, body);
		const sent = this.writing.then(() => this.sendNow(url, method, headers, body));
		this.writing = sent.catch(() => undefined);
		return await sent;
	}

	private async sendNow(
		url: string,
		method: string,
		headers: Record<string, string>,
		body?: unknown,
	) {
		const response = await fetchFresh(url, {
			method,
			headers: {
				...headers,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
		return text ? JSON.parse(text) : undefined;
	}
}
