import type { JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { ApiContext, ApiDefinition } from './types';

const UNTRUSTED_CA = 'it is signed by a certificate authority (CA) that n8n does not trust';

/**
 * Node's codes for a certificate it cannot verify, and what each means. The handshake fails before
 * the request is sent, and fails alike every time: nothing reached the service, nothing to retry.
 */
const CERTIFICATE_PROBLEMS: Record<string, string> = {
	DEPTH_ZERO_SELF_SIGNED_CERT: 'it is self-signed',
	SELF_SIGNED_CERT_IN_CHAIN: UNTRUSTED_CA,
	UNABLE_TO_VERIFY_LEAF_SIGNATURE: UNTRUSTED_CA,
	UNABLE_TO_GET_ISSUER_CERT_LOCALLY: UNTRUSTED_CA,
	UNABLE_TO_GET_ISSUER_CERT: UNTRUSTED_CA,
	CERT_UNTRUSTED: UNTRUSTED_CA,
	INVALID_CA: 'a certificate of its chain is not a valid certificate authority',
	ERR_TLS_CERT_ALTNAME_INVALID: 'it is issued for another host name',
	CERT_HAS_EXPIRED: 'it has expired',
	CERT_NOT_YET_VALID: 'it is not valid yet',
	CERT_REVOKED: 'it has been revoked',
	CERT_SIGNATURE_FAILURE: 'its signature is invalid',
	CERT_REJECTED: 'it is rejected for this use',
};

/** A certificate n8n could not verify: Node's code, and what it means. */
export interface CertificateProblem {
	code: string;
	problem: string;
}

/** The certificate problem a network error code names, if it names one. */
export function certificateProblemOf(code: unknown): CertificateProblem | undefined {
	const problem = CERTIFICATE_PROBLEMS[String(code)];
	return problem ? { code: String(code), problem } : undefined;
}

/**
 * A request whose service's certificate n8n could not verify: nothing was sent. The message alone
 * (what a trigger's activation shows) names the three ways out; the description explains them.
 */
export function certificateError(
	ctx: ApiContext,
	api: ApiDefinition,
	url: string,
	{ code, problem }: CertificateProblem,
	reason?: string,
) {
	const host = new URL(url).host;
	return new NodeApiError(ctx.getNode(), { message: reason, code } as JsonObject, {
		message: `${api.name}: n8n cannot verify the certificate of ${host}: ${problem} (${code}), so nothing was sent. Give n8n the CA that signed it, fix the certificate, or turn on Ignore SSL Issues (Insecure) in the credential`,
		description: [
			`n8n checks the certificate of an HTTPS service before it sends anything; the request was not tried again, as it would fail alike.`,
			`If the certificate comes from your organisation's own CA, give n8n that CA: set NODE_EXTRA_CA_CERTS in n8n's environment to the CA's PEM file (in n8n's Docker image, mount the file into /opt/custom-certificates) and restart n8n.`,
			`Otherwise have the certificate fixed: issued for the host name of the credential's Base URL, within its dates, by a CA n8n trusts.`,
			`Turning on the credential's Ignore SSL Issues (Insecure) sends this credential's requests without checking the certificate at all: anyone between n8n and the service could read and change them.`,
		].join(' '),
	});
}
