import type { ApiDefinition } from '../shared/transport';

export const workspaceCrm: ApiDefinition = {
	name: 'Workspace CRM',
	credentialType: 'bizOpsWorkspaceCrmApi',
	prefix: '/public/v1',
	hints: {
		'400': 'Check that companyId names an existing company, ownerId an active workspace member, website includes its protocol and currency is an ISO 4217 code.',
		'404': 'The record does not exist, was deleted (deletion is permanent through the API) or belongs to another workspace.',
	},
};
