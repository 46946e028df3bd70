import type {
	ICredentialDataDecryptedObject,
	IHttpRequestMethods,
	IHttpRequestOptions,
} from 'n8n-workflow';

import { downloadBinary } from '../../nodes/shared/binary';
import type { ApiDefinition } from '../../nodes/shared/transport';
import { MAX_REDIRECTS, apiRequest } from '../../nodes/shared/transport';
import { executeContext } from '../harness/engine';
import { PACKAGE, packCredentials, packNodes } from '../harness/pack';
import { openInterface, useSandboxOf } from '../harness/sandbox';

/**
 * Redirects between two origins of one server: the API at 127.0.0.1 and "elsewhere" at
 * localhost (same port, another origin). Every route is open, so each request arrives and is
 * logged with the headers it carried.
 */
const elsewhere = () => `http://localhost:${sandbox.port}/hops/v1`;
const redirect = (location: string, status = 302) => ({ status, headers: { Location: location } });

const hops = openInterface('hops', [
	...(['GET', 'HEAD'] as const).flatMap((method) => [
		{ method, path: '/same', auth: false, handler: () => redirect('/hops/v1/final?from=same') },
		{
			method,
			path: '/away',
			auth: false,
			handler: () => redirect(`${elsewhere()}/final?from=away`, 307),
		},
	]),
	{ method: 'GET', path: '/final', auth: false, handler: () => ({ body: { arrived: true } }) },
	{ method: 'HEAD', path: '/final', auth: false, handler: () => ({ status: 200 }) },
	{
		method: 'GET',
		path: '/loop/{n}',
		auth: false,
		handler: (req) => redirect(`/hops/v1/loop/${Number(req.params.n) + 1}`, 301),
	},
	{
		method: 'GET',
		path: '/file',
		auth: false,
		handler: () => redirect(`${elsewhere()}/storage/report.pdf`, 303),
	},
	{
		method: 'GET',
		path: '/storage/report.pdf',
		auth: false,
		handler: () => ({
			raw: Buffer.from('%PDF-1.4'),
			headers: { 'Content-Type': 'application/pdf' },
		}),
	},
	{
		method: 'GET',
		path: '/refusing',
		auth: false,
		handler: () => redirect(`${elsewhere()}/private`),
	},
	{
		method: 'GET',
		path: '/private',
		auth: false,
		handler: () => ({ status: 401, body: { error: 'unauthorized', message: 'Missing token' } }),
	},
	{
		method: 'POST',
		path: '/search',
		auth: false,
		handler: (req) =>
			redirect(
				`/hops/v1/${req.body?.see === 'other' ? 'final' : 'found'}`,
				req.body?.see === 'other' ? 303 : 307,
			),
	},
	{
		method: 'POST',
		path: '/found',
		auth: false,
		handler: (req) => ({ body: { searched: req.body } }),
	},
	...(['POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
		method,
		path: '/write',
		auth: false,
		handler: () => redirect('/hops/v1/final', 307),
	})),
]);

const sandbox = useSandboxOf(hops);

/** Every credential of the pack, with a recognisable secret in each password field. */
const credentialTypes = Object.values(packCredentials).map((credential) => {
	const secrets: string[] = [];
	const data: ICredentialDataDecryptedObject = {};
	for (const property of credential.properties) {
		if (property.name === 'baseUrl') continue;
		data[property.name] = property.typeOptions?.password
			? `secret-${credential.name}-${property.name}`
			: '1';
		if (property.typeOptions?.password) secrets.push(data[property.name] as string);
	}
	const node = Object.entries(packNodes).find(([, type]) =>
		type.description.credentials?.some((c) => c.name === credential.name),
	);
	if (!node) throw new Error(`No node uses ${credential.name}`);
	return { type: credential.name, node: node[0].slice(PACKAGE.length + 1), data, secrets };
});

/** The headers a credential's authenticate sets: every header name it could leak through. */
async function credentialHeaders(type: string, data: ICredentialDataDecryptedObject) {
	const authenticate = packCredentials[type].authenticate as (
		c: ICredentialDataDecryptedObject,
		o: IHttpRequestOptions,
	) => Promise<IHttpRequestOptions>;
	const options = await authenticate(data, { url: 'http://x', headers: {} });
	return Object.keys(options.headers ?? {}).map((name) => name.toLowerCase());
}

function request(type = credentialTypes[0]) {
	const ctx = executeContext(
		{
			type: type.node,
			parameters: {},
			credentials: {
				[type.type]: { ...type.data, baseUrl: `http://127.0.0.1:${sandbox.port}/hops` },
			},
		},
		[{ json: {} }],
	);
	const api: ApiDefinition = { name: 'Hops', credentialType: type.type, prefix: '/v1' };
	return {
		ctx,
		api,
		// Declared as the pack's operations declare them: a GET or HEAD reads, the rest write.
		call: (method: IHttpRequestMethods, path: string) =>
			apiRequest.call(ctx, api, {
				method,
				path,
				kind: method === 'GET' || method === 'HEAD' ? 'read' : 'write',
			}),
	};
}

const arrivals = (path: string) => sandbox.log.filter((r) => r.path === path);
const carries = (headers: Record<string, unknown>, secrets: string[]) =>
	secrets.some((secret) => Object.values(headers).some((value) => String(value).includes(secret)));

describe('a read that is redirected', () => {
	test('the pack uses these credential headers', async () => {
		const names = new Set(
			(await Promise.all(credentialTypes.map((t) => credentialHeaders(t.type, t.data)))).flat(),
		);
		expect([...names].sort()).toEqual([
			'api_access_token',
			'authorization',
			'x-api-key',
			'x-invoicing-token',
		]);
	});

	test.each(credentialTypes.map((t) => [t.type, t] as const))(
		'%s: within the API origin it keeps the credential; to another origin it is followed without it',
		async (_name, type) => {
			const headerNames = await credentialHeaders(type.type, type.data);
			const { call } = request(type);

			expect(await call('GET', '/same')).toEqual({ arrived: true });
			const [same] = arrivals('/final');
			expect(same.headers.host).toBe(`127.0.0.1:${sandbox.port}`);
			expect(same.query).toEqual({ from: 'same' });
			expect(carries(same.headers, type.secrets)).toBe(true);

			sandbox.clearLog();
			expect(await call('GET', '/away')).toEqual({ arrived: true });
			const [away] = arrivals('/final');
			expect(away.headers.host).toBe(`localhost:${sandbox.port}`);
			expect(away.query).toEqual({ from: 'away' });
			for (const name of headerNames) expect(away.headers[name]).toBeUndefined();
			expect(carries(away.headers, type.secrets)).toBe(false);
		},
	);

	test('HEAD is followed the same way', async () => {
		const type = credentialTypes.find((t) => t.type === 'bizOpsBillingApi')!;
		const { call } = request(type);
		await call('HEAD', '/away');
		const [away] = arrivals('/final');
		expect(away.method).toBe('HEAD');
		expect(away.headers['x-api-key']).toBeUndefined();
	});

	test('a binary download redirected to storage elsewhere arrives there without the credential', async () => {
		const type = credentialTypes.find((t) => t.type === 'bizOpsMeetingsApi')!;
		const { ctx, api } = request(type);
		const item = await downloadBinary(
			ctx,
			api,
			{ method: 'GET', path: '/file' },
			'data',
			'report.pdf',
		);
		expect(item.json).toMatchObject({ fileName: 'report.pdf', mimeType: 'application/pdf' });
		const [stored] = arrivals('/storage/report.pdf');
		expect(stored.headers.host).toBe(`localhost:${sandbox.port}`);
		expect(stored.headers['x-api-key']).toBeUndefined();
	});

	test('another origin that refuses it without the credential: the error says where the read went and why', async () => {
		const { call } = request();
		const error = await call('GET', '/refusing').then(
			() => undefined,
			(e: Error & { description?: string; httpCode?: string }) => e,
		);
		expect(error?.message).toBe('Hops answered 401 unauthorized: Missing token');
		expect(error?.description).toMatch(
			new RegExp(
				`^The read was redirected to ${elsewhere()}/private, another address than the credential's Base URL, and sent there without the credential`,
			),
		);
		expect(carries(arrivals('/private')[0].headers, credentialTypes[0].secrets)).toBe(false);
	});

	test(`a loop stops after ${MAX_REDIRECTS} redirects with a clear error`, async () => {
		const { call } = request();
		await expect(call('GET', '/loop/0')).rejects.toThrow(
			`Hops: more than ${MAX_REDIRECTS} redirects from http://127.0.0.1:${sandbox.port}/hops/v1/loop/0 (the last from http://127.0.0.1:${sandbox.port}/hops/v1/loop/${MAX_REDIRECTS} to /hops/v1/loop/${MAX_REDIRECTS + 1})`,
		);
		// The first request and five redirects, once: a loop is not retried.
		expect(sandbox.log.map((r) => r.path)).toEqual(
			Array.from({ length: MAX_REDIRECTS + 1 }, (_, n) => `/loop/${n}`),
		);
	});
});

describe('a read sent as a POST (a search) that is redirected', () => {
	const search = (see: string) => {
		const { ctx, api } = request();
		return apiRequest.call(ctx, api, {
			method: 'POST',
			path: '/search',
			body: { see },
			kind: 'read',
		});
	};

	test('307 sends it on as it was sent, its body included', async () => {
		expect(await search('again')).toEqual({ searched: { see: 'again' } });
		expect(sandbox.log.map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /search',
			'POST /found',
		]);
	});

	test('303 names where the answer is: asked there with a GET, without the body', async () => {
		expect(await search('other')).toEqual({ arrived: true });
		expect(sandbox.log.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /search', 'GET /final']);
		expect(arrivals('/final')[0].body).toBeUndefined();
	});
});

describe('a write that is redirected', () => {
	test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
		'%s is not followed: an error names the address, nothing reaches it',
		async (method) => {
			const { call } = request();
			await expect(call(method, '/write')).rejects.toThrow(
				'Hops answered 307: redirects to /hops/v1/final',
			);
			expect(sandbox.log.map((r) => `${r.method} ${r.path}`)).toEqual([`${method} /write`]);
		},
	);
});
