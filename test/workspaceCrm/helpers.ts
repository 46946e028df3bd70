import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';

/** A sandbox per test file and shortcuts to run the Workspace CRM node against it. */
export function workspaceCrmTestbed() {
	const bed = nodeTestbed({
		slug: 'workspace_crm',
		type: 'workspaceCrm',
		credentials: (baseUrl, accessToken = WORKSPACE_CRM_TOKENS.full) => ({
			bizOpsWorkspaceCrmApi: { baseUrl, accessToken },
		}),
	});
	const run = runWithSecretAs(bed, 'token');
	return { ...bed, run };
}

export { byId } from '../harness/testbed';
