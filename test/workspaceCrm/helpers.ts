import type { INodeParameters } from 'n8n-workflow';

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

/** Contact → Get of each item's `id` (the item-at-a-time read the router and window tests run), raw. */
export const GET_CONTACT_BY_ITEM_ID = {
	resource: 'contact',
	operation: 'get',
	contactId: { __rl: true, mode: 'id', value: '={{$json.id}}' },
	simplify: false,
};

/** Each case's parameters are refused by the node with a NodeOperationError matching its message, before any request. */
export function describeRefusedBeforeAnyRequest(
	bed: ReturnType<typeof workspaceCrmTestbed>,
	cases: Array<[name: string, parameters: INodeParameters, message: RegExp]>,
) {
	describe('Workspace CRM validation before any request', () => {
		test.each(cases)('%s', async (_name, parameters, message) => {
			const { error, items } = await bed.run(parameters);
			expect(items).toHaveLength(0);
			expect(error?.name).toBe('NodeOperationError');
			expect(error?.message).toMatch(message);
			expect(bed.sandbox.requestCount).toBe(0);
		});
	});
}
