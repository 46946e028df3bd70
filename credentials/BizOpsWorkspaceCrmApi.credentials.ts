import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsWorkspaceCrmApi implements ICredentialType {
	name = 'bizOpsWorkspaceCrmApi';

	displayName = 'BizOps Workspace CRM API';

	icon = {
		light: 'file:../icons/workspaceCrm.svg',
		dark: 'file:../icons/workspaceCrm.dark.svg',
	} as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/WorkspaceCrm.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://crm.example.com',
			description: 'Address of your workspace, without the /public/v1 prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
