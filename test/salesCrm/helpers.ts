import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { SALES_CRM_TOKENS } from '../sandbox/salesCrm';

export function salesCrmTestbed() {
	const bed = nodeTestbed({
		slug: 'sales_crm',
		type: 'salesCrm',
		credentials: (baseUrl, accessToken = SALES_CRM_TOKENS.full) => ({
			bizOpsSalesCrmApi: { baseUrl, accessToken },
		}),
	});
	const run = runWithSecretAs(bed, 'token');
	return { ...bed, run };
}

export { byId } from '../harness/testbed';

/** An item's binary file as n8n keeps it in memory. */
export const file = (content: Buffer | string, fileName: string, mimeType: string) => ({
	data: Buffer.from(content).toString('base64'),
	fileName,
	mimeType,
});
