import type { Principal, SandboxInterface } from '../server';
import { codeAndMessageError } from '../server';
import { companyRoutes, contactRoutes, geoRoutes } from './routes';
import { ALL_SCOPES, WORKSPACE_CRM_TOKENS, WorkspaceCrmState } from './state';

/** Workspace CRM (doc 000) simulated: contacts, companies, soft delete, cursor lists, geo reference. */

export { GEO, WORKSPACE_CRM_TOKENS, WorkspaceCrmState, seedWorkspaceCrm } from './state';

export function workspaceCrmSandbox(
	state = new WorkspaceCrmState(),
): SandboxInterface & { state: WorkspaceCrmState } {
	const tokens: Record<string, Principal> = {
		[WORKSPACE_CRM_TOKENS.full]: { userId: 'u1', scopes: ALL_SCOPES },
		[WORKSPACE_CRM_TOKENS.own]: { userId: 'u2', scopes: ['contacts:read:own'] },
		[WORKSPACE_CRM_TOKENS.readOnly]: { userId: 'u1', scopes: ['contacts:read', 'companies:read'] },
	};

	const routes = [...contactRoutes(state), ...companyRoutes(state), ...geoRoutes];

	return {
		slug: 'workspace_crm',
		prefix: '/public/v1',
		tokens,
		routes,
		state,
		error: codeAndMessageError,
		reset() {
			state.contacts.clear();
			state.companies.clear();
		},
	};
}
