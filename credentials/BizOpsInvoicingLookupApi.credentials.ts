import type { ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';

export class BizOpsInvoicingLookupApi implements ICredentialType {
	name = 'bizOpsInvoicingLookupApi';

	displayName = 'BizOps Invoicing Lookup API';

	icon = {
		light: 'file:../icons/invoicingLookup.svg',
		dark: 'file:../icons/invoicingLookup.dark.svg',
	} as const;

	documentationUrl = 'https://github.com/bizops/n8n-nodes-bizops';

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
	];

	authenticate = headerFrom('X-INVOICING-TOKEN', 'apiToken');

	/**
	 * The service has no read that succeeds without data: a lookup without a RUC answers 400 (ruc
	 * required) to a good token and 401 to a bad one. Only the 401 answer, whose body carries the
	 * code UNAUTHORIZED, fails the test (an assumption: the document shows no error bodies).
	 */
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}/external-api',
			url: '/invoicing/ruc/info',
			qs: { type: 1 },
			ignoreHttpStatusErrors: true,
		},
		rules: [
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'code',
					value: 'UNAUTHORIZED',
					message: 'The API token is invalid or expired',
				},
			},
		],
	};
}
