import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsInvoicingApi implements ICredentialType {
	name = 'bizOpsInvoicingApi';

	displayName = 'BizOps Invoicing API';

	icon = {
		light: 'file:../icons/invoicing.svg',
		dark: 'file:../icons/invoicing.dark.svg',
	} as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Invoicing.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://invoicing.example.com',
			description: 'Address of the invoicing service, without the /v1/invoicing prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Sent as a Bearer token in the Authorization header; give it the scopes invoices:read, invoices:write, catalogs:read and reports:read that the operations need',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
