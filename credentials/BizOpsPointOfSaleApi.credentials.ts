import type { ICredentialDataDecryptedObject, ICredentialTestRequest, ICredentialType, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

export class BizOpsPointOfSaleApi implements ICredentialType {
	name = 'bizOpsPointOfSaleApi';

	displayName = 'BizOps Point of Sale API';

	icon = { light: 'file:../icons/pointOfSale.svg', dark: 'file:../icons/pointOfSale.dark.svg' } as const;

	documentationUrl = 'https://github.com/bizops/n8n-nodes-bizops';

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
	];

	// A function: n8n would evaluate a generic `={{$credentials...}}` header as an expression on every request.
	async authenticate(credentials: ICredentialDataDecryptedObject, requestOptions: IHttpRequestOptions): Promise<IHttpRequestOptions> {
		requestOptions.headers = { ...requestOptions.headers, Authorization: `Bearer ${credentials.accessToken as string}` };
		return requestOptions;
	}

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}/pos/v1',
			url: '/products',
			qs: { per_page: 1 },
		},
	};
}
