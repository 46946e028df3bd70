import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsPayrollApi implements ICredentialType {
	name = 'bizOpsPayrollApi';

	displayName = 'BizOps Payroll API';

	icon = { light: 'file:../icons/payroll.svg', dark: 'file:../icons/payroll.dark.svg' } as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/Payroll.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://payroll.example.com',
			description: 'Address of the payroll service, without the /v1/nomina prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Sent as a Bearer token. Creating employees needs the nomina:write scope; terminating, approving and stamping need nomina:admin.',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
