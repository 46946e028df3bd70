import type { INodeParameters } from 'n8n-workflow';

import { nodeTestbed } from '../harness/testbed';
import { MEETINGS_KEY } from '../sandbox/meetings';

/** A sandbox per test file and shortcuts to run the Meetings node against it. */
export function meetingsTestbed() {
	const bed = nodeTestbed({
		slug: 'meetings',
		type: 'meetings',
		credentials: (baseUrl, apiKey = MEETINGS_KEY) => ({ bizOpsMeetingsApi: { baseUrl, apiKey } }),
	});
	const run = (parameters: INodeParameters, apiKey?: string) =>
		bed.run(parameters, undefined, { secret: apiKey });
	return { ...bed, run };
}
