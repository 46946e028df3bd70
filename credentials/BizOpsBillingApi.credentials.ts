import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsBillingApi implements ICredentialType {
	name = 'bizOpsBillingApi';

	displayName = 'BizOps Billing API';

	icon = { light: 'file:../icons/billing.svg', dark: 'file:../icons/billing.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Billing.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://billing.example.com',
			description: 'Address of the integration interface; its paths begin with /v1',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'The project key created in the dashboard (shown once), sent in the X-API-Key header',
		},
		{
			displayName: 'Webhook Secret',
			name: 'webhookSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				"The project's webhook signing secret from the dashboard; the BizOps Billing Trigger verifies deliveries with it",
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('X-API-Key', 'apiKey');
}
