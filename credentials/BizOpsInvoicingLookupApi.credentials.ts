import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';
import { ignoreSslIssues } from './ignoreSslIssues';

export class BizOpsInvoicingLookupApi implements ICredentialType {
	name = 'bizOpsInvoicingLookupApi';

	displayName = 'BizOps Invoicing Lookup API';

	icon = {
		light: 'file:../icons/invoicingLookup.svg',
		dark: 'file:../icons/invoicingLookup.dark.svg',
	} as const;

	documentationUrl =
		'https://github.com/bizops/n8n-nodes-bizops/blob/main/docs/nodes/InvoicingLookup.md#credential';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://ext.invoicing.example.com',
			description:
				'Address of the lookup and simplified invoicing service, without the /external-api prefix',
		},
		{
			displayName: 'API Token',
			name: 'apiToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Sent in the X-INVOICING-TOKEN header',
		},
		ignoreSslIssues,
	];

	authenticate = headerFrom('X-INVOICING-TOKEN', 'apiToken');
}
