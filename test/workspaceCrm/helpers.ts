import type { INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';

export function workspaceCrmTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.workspace_crm.state;
	const credentials = (token = WORKSPACE_CRM_TOKENS.full) => ({
		bizOpsWorkspaceCrmApi: { baseUrl: bed.sandbox.baseUrl('workspace_crm'), accessToken: token },
	});
	const run = (parameters: INodeParameters, input?: Array<Record<string, unknown>>, options: { token?: string; continueOnFail?: boolean } = {}) =>
		runNode(
			{ type: 'workspaceCrm', parameters, credentials: credentials(options.token), continueOnFail: options.continueOnFail },
			input as never,
		);
	return { ...bed, state, credentials, run };
}

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
