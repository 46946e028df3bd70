import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsPointOfSaleApi implements ICredentialType {
	name = 'bizOpsPointOfSaleApi';

	displayName = 'BizOps Point of Sale API';

	icon = {
		light: 'file:../icons/pointOfSale.svg',
		dark: 'file:../icons/pointOfSale.dark.svg',
	} as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/PointOfSale.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://pos.example.com',
			description: 'Address of the point-of-sale service, without the /pos/v1 prefix',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Sent as a Bearer token in the Authorization header',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('Authorization', 'accessToken', 'Bearer ');
}
