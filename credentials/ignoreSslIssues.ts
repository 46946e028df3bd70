import type { INodeProperties } from 'n8n-workflow';

/**
 * n8n's own *Ignore SSL Issues* field, by its name and wording, on every credential: the transport
 * passes it on each request as `skipSslCertificateValidation` (a saved credential without it
 * verifies certificates, as before the field existed).
 */
export const ignoreSslIssues: INodeProperties = {
	displayName: 'Ignore SSL Issues (Insecure)',
	name: 'allowUnauthorizedCerts',
	type: 'boolean',
	default: false,
	description: 'Whether to connect even if SSL certificate validation is not possible',
};
