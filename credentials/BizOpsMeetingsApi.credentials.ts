import type { ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

import { headerFrom } from './authenticate';

export class BizOpsMeetingsApi implements ICredentialType {
	name = 'bizOpsMeetingsApi';

	displayName = 'BizOps Meetings API';

	icon = { light: 'file:../icons/meetings.svg', dark: 'file:../icons/meetings.dark.svg' } as const;

	documentationUrl = 'https://github.com/bizops/n8n-nodes-bizops';

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
	];

	authenticate = headerFrom('x-api-key', 'apiKey');

	/**
	 * Every route needs a meeting, so the test reads the summary of one that does not exist: an
	 * accepted key gets 404, a refused one 401 or 403. n8n fails any non-2xx test, so statuses are
	 * let through and the refusal is read from the error body's `statusCode` (the document does not
	 * show meeting error bodies; this assumes the usual `{statusCode, message}`).
	 */
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}/public',
			url: '/meetings/n8n-credential-test/summary',
			ignoreHttpStatusErrors: true,
		},
		rules: [
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'statusCode',
					value: 401,
					message: 'The service refused the API key (401): check it in the meetings dashboard',
				},
			},
			{
				type: 'responseSuccessBody',
				properties: {
					key: 'statusCode',
					value: 403,
					message: 'The API key may not use this interface (403)',
				},
			},
		],
	};
}
