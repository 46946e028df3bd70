import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsPaymentsApi implements ICredentialType {
	name = 'bizOpsPaymentsApi';

	displayName = 'BizOps Payments API';

	icon = { light: 'file:../icons/payments.svg', dark: 'file:../icons/payments.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Payments.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://pay.example.com',
			description: 'Address of the payments service, without the /pay/v1 prefix',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Sent as a Bearer token in the Authorization header',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'apiKey', 'Bearer ');
}
