import type { INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { MEETINGS_KEY } from '../sandbox/meetings';

/** A sandbox per test file and shortcuts to run the Meetings node against it. */
export function meetingsTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.meetings.state;
	const credentials = (apiKey = MEETINGS_KEY) => ({
		bizOpsMeetingsApi: { baseUrl: bed.sandbox.baseUrl('meetings'), apiKey },
	});
	const run = (parameters: INodeParameters, apiKey?: string) =>
		runNode({ type: 'meetings', parameters, credentials: credentials(apiKey) });
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('meetings', method, route);
	return { ...bed, state, credentials, run, requests };
}
