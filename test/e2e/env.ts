import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { N8nClient } from '../harness/n8nClient';
import { SandboxClient } from './interfaces';

/** What setup.ts started, handed to the test files through the environment. */
export interface E2eEnv {
	n8nUrl: string;
	sandboxUrl: string;
	session: { cookie: string; apiKey: string };
	chromium: string;
	n8nLog: string;
	/** The n8n version running (see scripts/n8n/toolchain.ts) */
	n8nVersion: string;
	/** Where production webhooks are served, when not by n8nUrl (queue mode's webhook process) */
	webhookUrl?: string;
}

/**
 * Screenshots, logs and n8n's user folder of the last run (gitignored). A run against a chosen n8n
 * version (BIZOPS_N8N_VERSION, the compatibility run) keeps its own folder, so that runs against
 * several versions, and the main suite, go side by side.
 */
export const ARTIFACTS = process.env.BIZOPS_N8N_VERSION
	? path.resolve(__dirname, '../../e2e-artifacts-compat', `n8n-${process.env.BIZOPS_N8N_VERSION}`)
	: path.resolve(__dirname, '../../e2e-artifacts');

/**
 * The queue-mode and packages suites' folder of the same, beside ARTIFACTS rather than inside it:
 * the e2e suite's setup empties ARTIFACTS, and the suites may run at the same time (.ci/run).
 */
export function suiteArtifacts(suite: 'queue' | 'packages') {
	const dir = path.resolve(__dirname, `../../e2e-artifacts-${suite}`);
	mkdirSync(dir, { recursive: true });
	return dir;
}

export function e2eEnv() {
	const env = JSON.parse(process.env.BIZOPS_E2E ?? 'null') as E2eEnv | null;
	if (!env) throw new Error('BIZOPS_E2E is not set: run the suite with `npm run test:e2e`');
	return {
		...env,
		n8n: new N8nClient(env.n8nUrl, env.session, env.n8nVersion),
		sandbox: new SandboxClient(env.sandboxUrl),
	};
}
