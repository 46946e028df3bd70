import { CredentialTestContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	INodeType,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import tls from 'node:tls';

import { mayHaveTakenEffect } from '../../nodes/shared/transport';
import { FIXTURES } from '../fixtures';
import { packNodes } from '../harness/pack';
import { useSandbox } from '../harness/sandbox';
import type { KeyAndCert } from '../sandbox/tls';
import { makeTestCertificates } from '../sandbox/tls';
import type { Failure } from './requestKinds';
import { fixtureCredential, requestKinds } from './requestKinds';

/**
 * Services on HTTPS with a certificate n8n cannot verify, through the engine, for every kind of
 * request the pack makes: the sandbox serves a certificate of the tests' own CA (or a self-signed
 * one, one for another host name, an expired one). Each fails at the handshake (one connection,
 * no request, not tried again), never reads as "may have reached the service", and says what is
 * wrong and the three ways out; with the CA given to n8n, or Ignore SSL Issues, it works.
 */

const certificates = makeTestCertificates();
afterAll(() => certificates.remove());
const bed = useSandbox(certificates.valid);

/** The credentials' Ignore SSL Issues (Insecure), as the scenario sets it */
let ignoreSslIssues = false;
const KINDS = requestKinds(bed, (slug, baseUrl) => ({
	...fixtureCredential(slug, baseUrl),
	...(ignoreSslIssues && { allowUnauthorizedCerts: true }),
}));

/**
 * n8n started with NODE_EXTRA_CA_CERTS naming the tests' CA. Node reads that variable only when
 * its process starts (the end-to-end suite starts n8n with it); in this process the CA is added
 * the same way to every TLS connection made without a CA of its own.
 */
const createSecureContext = tls.createSecureContext;
function trustTestCa(trusted: boolean) {
	tls.createSecureContext = trusted
		? (options = {}) =>
				createSecureContext(
					options.ca ? options : { ...options, ca: [...tls.rootCertificates, certificates.caPem] },
				)
		: createSecureContext;
}
afterAll(() => trustTestCa(false));

interface Scenario {
	name: string;
	certificate: KeyAndCert;
	caGiven: boolean;
	ignoreSslIssues: boolean;
	/** Node's code and the problem the error names; undefined: the request works */
	fails?: [code: string, problem: string];
}

const UNTRUSTED = 'it is signed by a certificate authority (CA) that n8n does not trust';
const SCENARIOS: Scenario[] = [
	{
		name: 'a certificate of a CA n8n was not given',
		certificate: certificates.valid,
		caGiven: false,
		ignoreSslIssues: false,
		fails: ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', UNTRUSTED],
	},
	{
		name: 'a self-signed certificate',
		certificate: certificates.selfSigned,
		caGiven: false,
		ignoreSslIssues: false,
		fails: ['DEPTH_ZERO_SELF_SIGNED_CERT', 'it is self-signed'],
	},
	{
		name: 'a certificate for another host name, though n8n has its CA',
		certificate: certificates.otherHost,
		caGiven: true,
		ignoreSslIssues: false,
		fails: ['ERR_TLS_CERT_ALTNAME_INVALID', 'it is issued for another host name'],
	},
	{
		name: 'an expired certificate, though n8n has its CA',
		certificate: certificates.expired,
		caGiven: true,
		ignoreSslIssues: false,
		fails: ['CERT_HAS_EXPIRED', 'it has expired'],
	},
	{
		name: 'a certificate of a CA n8n was given (NODE_EXTRA_CA_CERTS)',
		certificate: certificates.valid,
		caGiven: true,
		ignoreSslIssues: false,
	},
	{
		name: 'a self-signed certificate with Ignore SSL Issues on',
		certificate: certificates.selfSigned,
		caGiven: false,
		ignoreSslIssues: true,
	},
	{
		name: 'an expired certificate for another host name with Ignore SSL Issues on',
		certificate: certificates.otherHost,
		caGiven: false,
		ignoreSslIssues: true,
	},
];

/** The sandbox and n8n as the scenario has them */
function enter({ certificate, caGiven, ignoreSslIssues: ignore }: Scenario) {
	// The sandbox's own context is made without the CA (a server sends on the CAs it trusts).
	trustTestCa(false);
	bed.sandbox.useCertificate(certificate);
	trustTestCa(caGiven);
	ignoreSslIssues = ignore;
	bed.sandbox.clearLog();
}

/** The error of a request refused at the handshake: one connection, nothing sent, the problem and the ways out said. */
function expectCertificateError(error: Failure | undefined, [code, problem]: [string, string]) {
	expect(error?.message).toMatch(
		new RegExp(
			`: n8n cannot verify the certificate of 127\\.0\\.0\\.1:\\d+: ${problem.replace(/[()]/g, '\\$&')} \\(${code}\\), so nothing was sent\\. Give n8n the CA that signed it, fix the certificate, or turn on Ignore SSL Issues \\(Insecure\\) in the credential$`,
		),
	);
	expect(error?.description).toContain('NODE_EXTRA_CA_CERTS');
	expect(error?.description).toContain('/opt/custom-certificates');
	expect(error?.description).toContain('the request was not tried again');
	expect(`${error?.message} ${error?.description}`).not.toMatch(/may have|after \d attempts/);
	expect(mayHaveTakenEffect(error)).toBe(false);
	expect(bed.sandbox.requestCount).toBe(0);
	expect(bed.sandbox.connections).toBe(1);
}

describe.each(KINDS.map((k) => [k.kind, k] as const))('%s', (_kind, { given, act, works }) => {
	test.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
		// What the request needs is set up over a connection n8n trusts.
		enter({ ...SCENARIOS[4], fails: undefined });
		const state = (await given?.()) ?? {};
		enter(scenario);
		const outcome = await act(state);
		if (scenario.fails) {
			expectCertificateError(outcome.error, scenario.fails);
		} else {
			expect(outcome.error).toBeUndefined();
			works(outcome);
			expect(bed.sandbox.requestCount).toBeGreaterThan(0);
		}
	});
});

/** The credential's *Test* button, as n8n runs it (see credentialTest.test.ts). */
async function testCredential(node: INodeType, type: string, data: ICredentialDataDecryptedObject) {
	const testedBy = node.description.credentials?.find((c) => c.name === type)?.testedBy;
	const test = node.methods!.credentialTest![String(testedBy)];
	const context = new CredentialTestContext({} as IWorkflowExecuteAdditionalData);
	return await test.call(context, { id: '1', name: `${type} test`, type, data });
}

describe.each(FIXTURES.map((fixture) => [fixture.credential.type, fixture] as const))(
	'the credential test of %s',
	(type, fixture) => {
		const node = Object.values(packNodes).find(
			(n) => 'description' in n && n.description.credentials?.some((c) => c.name === type),
		) as INodeType;
		test.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
			enter(scenario);
			const data = fixtureCredential(fixture.slug, bed.sandbox.baseUrl(fixture.slug));
			const result = await testCredential(node, type, {
				...data,
				...(scenario.ignoreSslIssues && { allowUnauthorizedCerts: true }),
			});
			if (!scenario.fails) {
				expect(result).toEqual({ status: 'OK', message: 'Connection successful!' });
				return;
			}
			const [code, problem] = scenario.fails;
			expect(result.status).toBe('Error');
			expect(result.message).toContain(`: ${problem} (${code}), so nothing was sent.`);
			expect(result.message).toContain('NODE_EXTRA_CA_CERTS');
			expect(bed.sandbox.connections).toBe(1);
			expect(bed.sandbox.requestCount).toBe(0);
		});
	},
);
