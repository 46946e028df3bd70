import { CredentialTestContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	INodeType,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { FIXTURES } from '../fixtures';
import { protectOutbound, unprotectOutbound } from '../harness/outboundProtection';
import { packNodes } from '../harness/pack';
import { useSandbox } from '../harness/sandbox';

/**
 * The credential *Test* button: n8n runs the function the node's credential entry names in
 * `testedBy` (the credential itself has no `test` request, which n8n would run instead), in
 * n8n-core's own credential-test context, whose only request helper is the legacy `request`.
 */
const bed = useSandbox();
afterEach(unprotectOutbound);

async function runTest(node: INodeType, type: string, data: ICredentialDataDecryptedObject) {
	const testedBy = node.description.credentials?.find((c) => c.name === type)?.testedBy;
	const test = node.methods?.credentialTest?.[String(testedBy)];
	if (!test) throw new Error(`${node.description.name}: no credential test for ${type}`);
	const context = new CredentialTestContext({} as IWorkflowExecuteAdditionalData);
	return await test.call(context, { id: '1', name: `${type} test`, type, data });
}

const nodesOf = (type: string) =>
	Object.values(packNodes).filter(
		(node) => 'description' in node && node.description.credentials?.some((c) => c.name === type),
	) as INodeType[];

const CASES = FIXTURES.flatMap((fixture) =>
	nodesOf(fixture.credential.type).map(
		(node) => [`${node.description.name} (${fixture.credential.type})`, node, fixture] as const,
	),
);

test('every node of the pack names its credential test, and every credential is tested by its nodes', () => {
	expect(CASES).toHaveLength(24);
	expect(new Set(CASES.map(([, , fixture]) => fixture.credential.type)).size).toBe(13);
});

test.each(CASES)(
	'%s: the right credential passes, a wrong token fails',
	async (_, node, fixture) => {
		const baseUrl = bed.sandbox.baseUrl(fixture.slug);
		expect(await runTest(node, fixture.credential.type, fixture.credential.data(baseUrl))).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		const wrong = await runTest(
			node,
			fixture.credential.type,
			fixture.credential.wrongToken(baseUrl),
		);
		expect(wrong.status).toBe('Error');
		expect(wrong.message).toMatch(/ answered 40\d /);
	},
);

test('a service that cannot answer now fails the test at once: one request, no retry for the button to wait on', async () => {
	const [fixture] = FIXTURES;
	const [node] = nodesOf(fixture.credential.type);
	bed.sandbox.failNext(fixture.slug, 503, { count: 4 });
	const result = await runTest(
		node,
		fixture.credential.type,
		fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
	);
	expect(result.status).toBe('Error');
	expect(result.message).toMatch(/ answered 503 /);
	expect(bed.sandbox.requestsTo(fixture.slug)).toHaveLength(1);
});

describe("under n8n's outbound protection (the sandbox on 127.0.0.1, a blocked range)", () => {
	test.each(FIXTURES.map((fixture) => [fixture.credential.type, fixture] as const))(
		'%s: refused once, nothing sent, the message names the host and the setting; allowed, it passes',
		async (type, fixture) => {
			const [node] = nodesOf(type);
			const data = fixture.credential.data(bed.sandbox.baseUrl(fixture.slug));
			const refused = protectOutbound();
			const result = await runTest(node, type, data);
			expect(result.status).toBe('Error');
			expect(result.message).toMatch(
				/n8n's SSRF protection refused to send GET http:\/\/127\.0\.0\.1:\d+\/.* \(127\.0\.0\.1 is in a blocked IP range\): nothing was sent\. To allow it, add 127\.0\.0\.1\/32 to N8N_SSRF_ALLOWED_IP_RANGES/,
			);
			expect(refused).toHaveLength(1);
			expect(bed.sandbox.requestsTo(fixture.slug)).toEqual([]);

			protectOutbound({ allowedIpRanges: ['127.0.0.1/32'] });
			expect((await runTest(node, type, data)).status).toBe('OK');
		},
	);
});
