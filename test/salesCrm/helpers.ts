import type { IBinaryKeyData, INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { SALES_CRM_TOKENS } from '../sandbox/salesCrm';

export function salesCrmTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.sales_crm.state;
	const credentials = (token = SALES_CRM_TOKENS.full) => ({
		bizOpsSalesCrmApi: { baseUrl: bed.sandbox.baseUrl('sales_crm'), accessToken: token },
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { token?: string; continueOnFail?: boolean; binary?: IBinaryKeyData[] } = {},
	) =>
		runNode(
			{
				type: 'salesCrm',
				parameters,
				credentials: credentials(options.token),
				continueOnFail: options.continueOnFail,
			},
			input as never,
			options.binary,
		);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('sales_crm', method, route);
	return { ...bed, state, credentials, run, requests };
}

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** An item's binary file as n8n keeps it in memory. */
export const file = (content: Buffer | string, fileName: string, mimeType: string) => ({
	data: Buffer.from(content).toString('base64'),
	fileName,
	mimeType,
});
