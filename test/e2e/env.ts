import path from 'node:path';

import { N8nClient } from '../../scripts/n8nClient';
import { SandboxClient } from './interfaces';

/** What setup.ts started, handed to the test files through the environment. */
export interface E2eEnv {
	n8nUrl: string;
	sandboxUrl: string;
	session: { cookie: string; apiKey: string };
	chromium: string;
	n8nLog: string;
}

/** Screenshots, logs and n8n's user folder of the last run (gitignored). */
export const ARTIFACTS = path.resolve(__dirname, '../../e2e-artifacts');

export function e2eEnv() {
	const env = JSON.parse(process.env.BIZOPS_E2E ?? 'null') as E2eEnv | null;
	if (!env) throw new Error('BIZOPS_E2E is not set: run the suite with `npm run test:e2e`');
	return {
		...env,
		n8n: new N8nClient(env.n8nUrl, env.session),
		sandbox: new SandboxClient(env.sandboxUrl),
	};
}
