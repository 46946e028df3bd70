import type { ApiDefinition } from '../../nodes/shared/transport';
import { RETRY, apiRequest, mayHaveTakenEffect } from '../../nodes/shared/transport';
import { FIXTURES } from '../fixtures';
import { executeContext } from '../harness/engine';
import type { ProtectionSettings } from '../harness/outboundProtection';
import { protectOutbound, unprotectOutbound } from '../harness/outboundProtection';
import { openInterface, useSandbox, useSandboxOf } from '../harness/sandbox';
import type { Failure } from './requestKinds';
import { called, driverOf, fixtureCredential, requestKinds } from './requestKinds';

/**
 * n8n 2.x's outbound protection (N8N_SSRF_PROTECTION_ENABLED=true) through the engine: n8n's own
 * guard refuses the sandbox's address (127.0.0.1, in its default blocked ranges) for every kind of
 * request the pack makes. Each is refused once (the guard counts its refusals: a retry would be a
 * second), nothing reaches the sandbox, no error says it may have reached the service, and the
 * error names the host and the setting that lets it through; with that setting, it works.
 */

const bed = useSandbox();
afterEach(unprotectOutbound);

/** An interface's action node (or its trigger) with its fixture's credential, optionally naming the sandbox by another host. */
const driver = (slug: string, type: string, host?: string) =>
	driverOf(bed, (name, baseUrl) =>
		fixtureCredential(name, host ? baseUrl.replace('127.0.0.1', host) : baseUrl),
	)(slug, type);
const KINDS = requestKinds(bed);

/** The sandbox's address, as the credentials give it. */
const HOST = '127.0.0.1';

/** The error of a refused request: one, saying what was refused and what lets it through. */
function expectRefusedOnce(error: Failure | undefined, refused: unknown[]) {
	expect(error?.message).toMatch(
		new RegExp(
			`n8n's SSRF protection refused to send [A-Z]+ http://${HOST}:\\d+/\\S+ \\(${HOST} is in a blocked IP range\\): nothing was sent\\. To allow it, add ${HOST}/32 to N8N_SSRF_ALLOWED_IP_RANGES$`,
		),
	);
	expect(error?.description).toContain('The request was not tried again.');
	expect(`${error?.message} ${error?.description}`).not.toMatch(/may have|after \d attempts/);
	expect(mayHaveTakenEffect(error)).toBe(false);
	expect(refused).toHaveLength(1);
	expect(bed.sandbox.requestCount).toBe(0);
}

describe.each(KINDS.map((k) => [k.kind, k] as const))('%s', (_kind, { given, act, works }) => {
	const prepared = async () => {
		const state = (await given?.()) ?? {};
		bed.sandbox.clearLog();
		return state;
	};

	test(`is refused by n8n once (not the ${RETRY.attempts} attempts of a retry), nothing sent, the error naming the host and setting`, async () => {
		const state = await prepared();
		const refused = protectOutbound();
		const { error } = await act(state);
		expectRefusedOnce(error, refused);
	});

	test(`works with ${HOST}/32 in N8N_SSRF_ALLOWED_IP_RANGES`, async () => {
		const state = await prepared();
		const refused = protectOutbound({ allowedIpRanges: [`${HOST}/32`] });
		const outcome = await act(state);
		expect(outcome.error).toBeUndefined();
		works(outcome);
		expect(refused).toEqual([]);
		expect(bed.sandbox.requestCount).toBeGreaterThan(0);
	});
});

/**
 * A redirect the pack follows itself is a request of its own, which n8n checks like the first:
 * the API at localhost (allowed by name) redirects a read to 127.0.0.1 (blocked).
 */
const hops = openInterface('hops', [
	{
		method: 'GET',
		path: '/away',
		auth: false,
		handler: () => ({
			status: 307,
			headers: { Location: `http://${HOST}:${hopSandbox.port}/hops/v1/final` },
		}),
	},
	{ method: 'GET', path: '/final', auth: false, handler: () => ({ body: { arrived: true } }) },
]);
const hopSandbox = useSandboxOf(hops);

describe('a redirect from an allowed host to a blocked one', () => {
	const read = async () => {
		const type = FIXTURES[0].credential.type;
		const ctx = executeContext(
			{
				type: FIXTURES[0].crud.node,
				parameters: {},
				credentials: {
					[type]: FIXTURES[0].credential.data(`http://localhost:${hopSandbox.port}/hops`),
				},
			},
			[{ json: {} }],
		);
		const api: ApiDefinition = { name: 'Hops', credentialType: type, prefix: '/v1' };
		return await called(
			async () => await apiRequest.call(ctx, api, { method: 'GET', path: '/away', kind: 'read' }),
		);
	};
	const arrived = () => hopSandbox.log.map((r) => r.path);

	test('is refused at the hop, once: the first request arrives, the redirect does not', async () => {
		const refused = protectOutbound({ allowedHostnames: ['localhost'] });
		const { error } = await read();
		expect(error?.message).toBe(
			`Hops: the read was redirected to http://${HOST}:${hopSandbox.port}/hops/v1/final, and n8n's SSRF protection refused to send it there (${HOST} is in a blocked IP range): nothing was sent. To allow it, add ${HOST}/32 to N8N_SSRF_ALLOWED_IP_RANGES`,
		);
		expect(refused).toEqual([{ phase: 'pre_flight', reason: 'blocked_ip' }]);
		expect(arrived()).toEqual(['/away']);
	});

	test('is followed when the target is allowed too', async () => {
		const refused = protectOutbound({
			allowedHostnames: ['localhost'],
			allowedIpRanges: [`${HOST}/32`],
		});
		expect(await read()).toEqual({ count: 1 });
		expect(refused).toEqual([]);
		expect(arrived()).toEqual(['/away', '/final']);
	});
});

describe('a transcript stored on a blocked host (Meetings: Transcript → Fetch, Download File)', () => {
	test("the download's refusal is reported as the transport words it, not as an expired URL", async () => {
		const state = bed.interfaces.meetings.state;
		const meeting = state.addMeeting({ title: 'Demo', language: 'en' });
		state.readyAfterMs = 0;
		const session = state.endSession(meeting.publicMeetingId, Date.now() - 1000);
		// The API is allowed by name; the transcript's storage, at the blocked address, is not.
		state.fileHost = `${HOST}:${bed.sandbox.port}`;
		const refused = protectOutbound({ allowedHostnames: ['localhost'] });
		const { error } = await driver('meetings', 'meetings', 'localhost').run({
			resource: 'transcript',
			operation: 'fetch',
			publicMeetingId: meeting.publicMeetingId,
			cfSessionId: session,
			download: true,
		});
		expect(error?.message).toMatch(
			new RegExp(
				`^Meetings: n8n's SSRF protection refused to send GET http://${HOST}:\\d+/meetings/public/files/transcripts/${session}\\.txt \\(${HOST} is in a blocked IP range\\): nothing was sent\\. To allow it, add ${HOST}/32 to N8N_SSRF_ALLOWED_IP_RANGES$`,
			),
		);
		expect(error?.description).not.toMatch(/expired/);
		expect(refused).toHaveLength(1);
	});
});

describe('the setting named follows how the address was refused', () => {
	const create = async (host: string) =>
		await driver('workspace_crm', 'workspaceCrm', host).run({
			resource: 'contact',
			operation: 'create',
			firstName: 'Ada',
			lastName: 'King',
		});

	const cases: Array<[string, ProtectionSettings, string, string, string, string]> = [
		[
			'a host name that resolves to a blocked address: allowed by name',
			{},
			'localhost',
			'localhost resolves to 127.0.0.1, which is in a blocked IP range',
			'add localhost to N8N_SSRF_ALLOWED_HOSTNAMES (or 127.0.0.1/32 to N8N_SSRF_ALLOWED_IP_RANGES)',
			'pre_flight',
		],
		[
			'a host name in N8N_SSRF_BLOCKED_HOSTNAMES: allowed by name',
			{ blockedHostnames: ['*.internal'] },
			'crm.internal',
			'crm.internal is in N8N_SSRF_BLOCKED_HOSTNAMES',
			'add crm.internal to N8N_SSRF_ALLOWED_HOSTNAMES',
			'pre_flight',
		],
		[
			// n8n checks the address it connects to as well (a name whose DNS answer changed since its first check)
			'a host name refused when connecting, after it first resolved to a public address',
			{ resolve: resolvingTo(['93.184.216.34', HOST]) },
			'crm.example.com',
			'crm.example.com resolves to 127.0.0.1, which is in a blocked IP range',
			'add crm.example.com to N8N_SSRF_ALLOWED_HOSTNAMES (or 127.0.0.1/32 to N8N_SSRF_ALLOWED_IP_RANGES)',
			'connect_time',
		],
	];

	test.each(cases)('%s', async (_name, settings, host, why, allow, phase) => {
		const refused = protectOutbound(settings);
		const { error } = await create(host);
		expect(error?.message).toMatch(`refused to send POST http://${host}:`);
		expect(error?.message).toContain(`(${why}): nothing was sent. To allow it, ${allow}`);
		expect(mayHaveTakenEffect(error)).toBe(false);
		expect(refused).toEqual([expect.objectContaining({ phase })]);
		expect(bed.sandbox.requestCount).toBe(0);
	});

	test('with the name allowed, the write arrives', async () => {
		const refused = protectOutbound({ allowedHostnames: ['localhost'] });
		const { error, items } = await create('localhost');
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(refused).toEqual([]);
	});
});

/** A resolver that answers each address of `answers` in turn, then the last one again. */
function resolvingTo(answers: string[]) {
	let asked = 0;
	return () => answers[Math.min(asked++, answers.length - 1)];
}
