import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';
import { byId, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();
/** The transport's bound on attempts for a retried request (docs/errors.md: at most 4 attempts). */
const RETRY = { attempts: 4 };
const createContact = (extra: Record<string, unknown> = {}) => ({
	resource: 'contact',
	operation: 'create',
	firstName: 'F',
	lastName: 'L',
	...extra,
});

describe('Workspace CRM API errors', () => {
	test('401: a wrong token', async () => {
		const { error } = await bed.run(createContact(), undefined, { token: 'nope' });
		expect(error?.name).toBe('NodeApiError');
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toBe(
			'Workspace CRM answered 401 unauthorized: Missing or invalid access token',
		);
		expect(error?.description).toMatch(/check the credential/);
	});

	test('403: a token without the create permission', async () => {
		const { error } = await bed.run(createContact(), undefined, {
			token: WORKSPACE_CRM_TOKENS.readOnly,
		});
		expect(error?.httpCode).toBe('403');
		expect(error?.message).toMatch(/403 forbidden: The token lacks the permission contacts:create/);
	});

	test('404: a contact that does not exist', async () => {
		const { error } = await bed.run({
			resource: 'contact',
			operation: 'get',
			contactId: byId('missing'),
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/deleted/);
	});

	test('422: custom data keys the workspace does not configure, with the API details', async () => {
		const { error } = await bed.run(
			createContact({ additionalFields: { customDataJson: '{"shoeSize": 44}' } }),
		);
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toMatch(
			/422 validation_error: customData keys not configured: shoeSize/,
		);
		expect(error?.description).toMatch(/customData\.shoeSize/);
	});

	test.each([
		[
			'unknown company',
			createContact({ additionalFields: { companyId: 'nope' } }),
			/400 invalid_company/,
		],
		[
			'inactive owner',
			createContact({ additionalFields: { ownerId: 'u3' } }),
			/400 invalid_owner: ownerId is not an active workspace member/,
		],
		[
			'unrecognised currency',
			{
				resource: 'company',
				operation: 'create',
				name: 'N',
				additionalFields: { currency: 'XYZ' },
			},
			/400 invalid_currency/,
		],
	])('400: %s', async (_name, parameters, message) => {
		const { error } = await bed.run(parameters);
		expect(error?.httpCode).toBe('400');
		expect(error?.message).toMatch(message);
	});

	test('Continue On Fail: one error item per failing item, each paired, the rest go on', async () => {
		const [existing] = bed.state().seedContacts(1);
		const { items, error } = await bed.run(
			{
				resource: 'contact',
				operation: 'get',
				contactId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			[{ id: existing.id }, { id: 'missing' }, { id: '' }],
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({ json: { id: existing.id }, pairedItem: { item: 0 } });
		expect(items[1]).toMatchObject({
			json: { error: expect.stringMatching(/404 not_found/), httpCode: '404' },
			pairedItem: { item: 1 },
		});
		expect(items[2]).toMatchObject({
			json: { error: 'Contact (contactId): is required (item 2)' },
			pairedItem: { item: 2 },
		});
	});
});

describe('Workspace CRM retries', () => {
	test('a read answered 429 is retried after Retry-After and succeeds', async () => {
		const [seeded] = bed.state().seedContacts(1);
		bed.sandbox.failNext('workspace_crm', 429, { count: 2, headers: { 'Retry-After': '0' } });
		const { items, error } = await bed.run({
			resource: 'contact',
			operation: 'get',
			contactId: byId(seeded.id),
		});
		expect(error).toBeUndefined();
		expect(items[0].json.id).toBe(seeded.id);
		expect(bed.requests('GET').map((r) => r.status)).toEqual([429, 429, 200]);
	});

	test('an update (PUT, idempotent) answered 503 is retried', async () => {
		const [seeded] = bed.state().seedContacts(1);
		bed.sandbox.failNext('workspace_crm', 503, { headers: { 'RateLimit-Reset': '0' } });
		const { error } = await bed.run({
			resource: 'contact',
			operation: 'update',
			contactId: byId(seeded.id),
			updateFields: { position: 'X' },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('PUT').map((r) => r.status)).toEqual([503, 200]);
	});

	test('a create (POST) is never retried: a 429 fails at once and nothing is created twice', async () => {
		bed.sandbox.failNext('workspace_crm', 429, { headers: { 'Retry-After': '0' } });
		const { error } = await bed.run(createContact());
		expect(error?.httpCode).toBe('429');
		expect(bed.requests('POST')).toHaveLength(1);
		expect(bed.state().contacts.size).toBe(0);
	});

	test('retries are bounded, and the error says how many attempts were made', async () => {
		bed.sandbox.failNext('workspace_crm', 500, { count: 10, headers: { 'Retry-After': '0' } });
		const { error } = await bed.run({ resource: 'contact', operation: 'getAll', limit: 5 });
		expect(error?.httpCode).toBe('500');
		expect(error?.message).toMatch(new RegExp(`after ${RETRY.attempts} attempts`));
		expect(bed.requests('GET')).toHaveLength(RETRY.attempts);
	});
});

describe('Workspace CRM behind a redirect (e.g. a Base URL with http:// where the API moved to https://)', () => {
	// Answers every request with 301 to the same path on the sandbox.
	const redirector = http.createServer((req, res) => {
		res.writeHead(301, { location: `${bed.sandbox.baseUrl('workspace_crm')}${req.url}` }).end();
	});
	let movedUrl: string;
	beforeAll(async () => {
		await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
		movedUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		await new Promise((resolve) => redirector.close(resolve));
	});
	const run = (parameters: INodeParameters) =>
		runNode({
			type: 'workspaceCrm',
			parameters,
			credentials: {
				bizOpsWorkspaceCrmApi: { baseUrl: movedUrl, accessToken: WORKSPACE_CRM_TOKENS.full },
			},
		});

	test('a read follows the redirect to the other address without the token: the API there refuses it, and the error says why', async () => {
		const [existing] = bed.state().seedContacts(1);
		const { items, error } = await run({
			resource: 'contact',
			operation: 'get',
			contactId: byId(existing.id),
		});
		expect(items).toHaveLength(0);
		expect(error?.httpCode).toBe('401');
		expect(error?.description).toMatch(
			`The read was redirected to ${bed.sandbox.baseUrl('workspace_crm')}/public/v1/contacts/${existing.id}, another address than the credential's Base URL, and sent there without the credential. If the API has moved, set the Base URL to its new address.`,
		);
		expect(bed.requests('GET').map((r) => [r.status, r.headers.authorization])).toEqual([
			[401, undefined],
		]);
	});

	test('a create is not sent on (it would arrive as a GET and create nothing): a clear error, and nothing reaches the API', async () => {
		const { items, error } = await run(createContact());
		expect(items).toHaveLength(0);
		expect(error?.name).toBe('NodeApiError');
		expect(error?.httpCode).toBe('301');
		expect(error?.message).toBe(
			`Workspace CRM answered 301: redirects to ${bed.sandbox.baseUrl('workspace_crm')}/public/v1/contacts`,
		);
		expect(error?.description).toMatch(
			/Set the Base URL of the credential to the address the API redirects to/,
		);
		expect(bed.requests()).toHaveLength(0);
		expect(bed.state().contacts.size).toBe(0);
	});
});

describe('Workspace CRM validation before any request', () => {
	test('an operation the node does not have is refused before any request', async () => {
		const { error, items } = await bed.run({ resource: 'contact', operation: 'merge' }, [{}, {}]);
		expect(items).toHaveLength(0);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toBe('Operation "merge" of "contact" is not supported');
		expect(bed.sandbox.requestCount).toBe(0);
	});

	test('the failing item is named, and items before it were already sent', async () => {
		const { error } = await bed.run(
			{ resource: 'contact', operation: 'create', firstName: '={{ $json.f }}', lastName: 'L' },
			[{ f: 'Ok' }, { f: '' }],
		);
		expect(error?.message).toBe('First Name: is required (item 1)');
		expect(bed.requests('POST', '/contacts')).toHaveLength(1);
	});
});
