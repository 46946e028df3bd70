import type { IHttpRequestOptions } from 'n8n-workflow';

import type { ApiDefinition, ApiRequest } from '../../nodes/shared/transport';
import {
	RETRY,
	apiRequest,
	mayHaveTakenEffect,
	runsOperationOfKind,
} from '../../nodes/shared/transport';
import { executeContext } from '../harness/engine';

/**
 * What the transport does with a request follows its declared kind (the operation's, or its
 * own), never its HTTP method; and "may have taken effect" is a field of the error.
 */
const api: ApiDefinition = { name: 'X', credentialType: 'bizOpsWorkspaceCrmApi', prefix: '' };
const retry = { ...RETRY };
beforeEach(() => Object.assign(RETRY, { baseDelayMs: 1, maxDelayMs: 1, attempts: 3 }));
afterEach(() => Object.assign(RETRY, retry));

/** A context whose every request is answered 503, and the methods it sent. */
function failingContext(operationKind?: 'read' | 'write') {
	const ctx = executeContext(
		{
			type: 'workspaceCrm',
			parameters: {},
			credentials: { bizOpsWorkspaceCrmApi: { baseUrl: 'http://127.0.0.1:9', accessToken: 't' } },
		},
		[{ json: {} }],
	);
	if (operationKind) runsOperationOfKind(ctx, operationKind);
	const sent: string[] = [];
	ctx.helpers.httpRequestWithAuthentication = (async (_type: string, o: IHttpRequestOptions) => {
		sent.push(String(o.method));
		return { statusCode: 503, headers: {}, body: { message: 'down' } };
	}) as typeof ctx.helpers.httpRequestWithAuthentication;
	return { ctx, sent };
}

const failure = async (ctx: ReturnType<typeof failingContext>['ctx'], request: ApiRequest) =>
	await apiRequest.call(ctx, api, request).then(
		() => undefined,
		(error: Error) => error,
	);

describe('the transport asks the declared kind', () => {
	test("a read operation's POST (a search) is tried again, and its error leaves nothing open", async () => {
		const { ctx, sent } = failingContext('read');
		const error = await failure(ctx, { method: 'POST', path: '/search' });
		expect(sent).toEqual(['POST', 'POST', 'POST']);
		expect(mayHaveTakenEffect(error)).toBe(false);
		expect(error?.message).not.toMatch(/may have/);
	});

	test("a write operation's POST is sent once; its error says, and holds, that it may have taken effect", async () => {
		const { ctx, sent } = failingContext('write');
		const error = await failure(ctx, { method: 'POST', path: '/contacts' });
		expect(sent).toEqual(['POST']);
		expect(mayHaveTakenEffect(error)).toBe(true);
		expect(error?.message).toMatch(/: the request may have taken effect$/);
	});

	test("a write operation's look-up that declares itself a read is tried again", async () => {
		const { ctx, sent } = failingContext('write');
		await failure(ctx, { method: 'GET', path: '/contacts/1', kind: 'read' });
		expect(sent).toEqual(['GET', 'GET', 'GET']);
	});

	test('a write that declares itself idempotent is tried again, and says an earlier attempt may have taken effect', async () => {
		const { ctx, sent } = failingContext('write');
		const error = await failure(ctx, { method: 'DELETE', path: '/contacts/1', idempotent: true });
		expect(sent).toEqual(['DELETE', 'DELETE', 'DELETE']);
		expect(mayHaveTakenEffect(error)).toBe(true);
		expect(error?.message).toMatch(/an earlier attempt may have taken effect/);
	});

	test('a request sent outside the router is taken for a write unless it says it reads', async () => {
		const { ctx, sent } = failingContext();
		await failure(ctx, { method: 'GET', path: '/contacts' });
		expect(sent).toEqual(['GET']);
	});
});
