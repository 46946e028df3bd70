import type { ICredentialDataDecryptedObject, ICredentialTestRequest, ICredentialType, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

export class BizOpsFormsApi implements ICredentialType {
	name = 'bizOpsFormsApi';

	displayName = 'BizOps Forms API';

	icon = { light: 'file:../icons/forms.svg', dark: 'file:../icons/forms.dark.svg' } as const;

	documentationUrl = 'https://github.com/bizops/n8n-nodes-bizops';

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
			description: 'Sent in the X-API-Key header (the plan must include API access); the public submit route is called without it',
		},
	];

	// A function: n8n would evaluate a generic `={{$credentials...}}` header as an expression on every request.
	async authenticate(credentials: ICredentialDataDecryptedObject, requestOptions: IHttpRequestOptions): Promise<IHttpRequestOptions> {
		requestOptions.headers = { ...requestOptions.headers, 'X-API-Key': credentials.apiKey as string };
		return requestOptions;
	}

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}/api/v1',
			url: '/forms',
			qs: { limit: 1 },
		},
	};
}
