import type { INodeParameters } from 'n8n-workflow';

import { runListSearch, runLoadOptions, runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { WORKSPACE_CRM_TOKENS } from '../sandbox/workspaceCrm';

/** A sandbox per test file and shortcuts to run the Workspace CRM node against it. */
export function workspaceCrmTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.workspace_crm.state;
	const credentials = (token = WORKSPACE_CRM_TOKENS.full) => ({
		bizOpsWorkspaceCrmApi: { baseUrl: bed.sandbox.baseUrl('workspace_crm'), accessToken: token },
	});
	const setup = (parameters: INodeParameters, token?: string, continueOnFail?: boolean) => ({
		type: 'workspaceCrm',
		parameters,
		credentials: credentials(token),
		continueOnFail,
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { token?: string; continueOnFail?: boolean } = {},
	) => runNode(setup(parameters, options.token, options.continueOnFail), input as never);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('workspace_crm', method, route);
	return {
		...bed,
		state,
		credentials,
		run,
		requests,
		loadOptions: (method: string, parameters: INodeParameters = {}) =>
			runLoadOptions(setup(parameters), method),
		listSearch: (method: string, filter?: string, token?: string) =>
			runListSearch(setup({}), method, filter, token),
	};
}

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
