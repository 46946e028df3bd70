import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsFormsApi implements ICredentialType {
	name = 'bizOpsFormsApi';

	displayName = 'BizOps Forms API';

	icon = { light: 'file:../icons/forms.svg', dark: 'file:../icons/forms.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Forms.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://forms.example.com',
			description: 'Address of the forms service, without the /api/v1 prefix',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Sent in the X-API-Key header (the plan must include API access); the public submit route is called without it',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('X-API-Key', 'apiKey');
}
