import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsChatApi implements ICredentialType {
	name = 'bizOpsChatApi';

	displayName = 'BizOps Chat API';

	icon = { light: 'file:../icons/chat.svg', dark: 'file:../icons/chat.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Chat.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://chat.example.com',
			description: 'Address of the chat service (or of your Chatwoot), without the /api/v1 prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Sent in the api_access_token header; found in the profile settings of the chat service',
		},
		{
			displayName: 'Default Account ID',
			name: 'accountId',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. 1',
			description:
				'The account nodes work in unless they name another (the number after /accounts/ in the address bar)',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('api_access_token', 'accessToken');
}
