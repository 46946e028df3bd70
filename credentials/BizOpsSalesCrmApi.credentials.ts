import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsSalesCrmApi implements ICredentialType {
	name = 'bizOpsSalesCrmApi';

	displayName = 'BizOps Sales CRM API';

	icon = { light: 'file:../icons/salesCrm.svg', dark: 'file:../icons/salesCrm.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/SalesCrm.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://sales.example.com',
			description: 'Address of your Sales CRM, without the /crm/v1 prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Bearer token; its scopes (crm:read, crm:write, crm:delete, crm:admin, crm:automations, crm:reports) decide which operations work',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
