import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsSignageApi implements ICredentialType {
	name = 'bizOpsSignageApi';

	displayName = 'BizOps Signage API';

	icon = { light: 'file:../icons/signage.svg', dark: 'file:../icons/signage.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Signage.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://signage.example.com',
			description: 'Address of the signage service, without the /grid/v1 prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Sent as a Bearer token in the Authorization header; its scopes (grid:screens:read, grid:screens:write, grid:media:read, grid:media:write, grid:playlists:write, grid:schedules:write, grid:analytics:read) decide which operations work',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
