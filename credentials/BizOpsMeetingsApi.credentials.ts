import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsMeetingsApi implements ICredentialType {
	name = 'bizOpsMeetingsApi';

	displayName = 'BizOps Meetings API';

	icon = { light: 'file:../icons/meetings.svg', dark: 'file:../icons/meetings.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Meetings.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://meet.example.com',
			description: 'Address of the meetings service, without the /public prefix (HTTPS)',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The key from the dashboard, sent in the x-api-key header',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('x-api-key', 'apiKey');
}
