import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsRecruitmentApi implements ICredentialType {
	name = 'bizOpsRecruitmentApi';

	displayName = 'BizOps Recruitment API';

	icon = {
		light: 'file:../icons/recruitment.svg',
		dark: 'file:../icons/recruitment.dark.svg',
	} as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Recruitment.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://recruitment.example.com',
			description: 'Address of the recruitment service, without the /v1 prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Bearer token; its scopes (vacancies:read, vacancies:write, candidates:read, candidates:write, interviews:manage) decide which operations work',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
