import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { N8nClient } from '../harness/n8nClient';
import type { Stack } from '../../scripts/n8n/stack';
import { freePort, startStack } from '../../scripts/n8n/stack';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import type { E2eEnv } from './env';
import { ARTIFACTS } from './env';

/** Installs what is missing (cached), starts the sandbox and n8n on free ports, creates the owner. */
export default async function setup() {
	const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
	let started = Date.now();
	const toolchain = ensureToolchain();
	console.log(
		`\n[e2e] toolchain for n8n ${toolchain.release.version} ready in ${seconds(started)}`,
	);
	rmSync(ARTIFACTS, { recursive: true, force: true });
	mkdirSync(ARTIFACTS, { recursive: true });

	started = Date.now();
	const stack: Stack = await startStack(toolchain, {
		home: path.join(ARTIFACTS, 'n8n'),
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		sandboxPort: await freePort(),
		// Every line n8n can write, for the check that none carries a credential value (n8n.test.ts).
		n8nLogLevel: 'debug',
		// A tarball packed before (the compatibility run beside a rebuild, see scripts/n8n/compat.ts).
		...(process.env.BIZOPS_PACK_TARBALL ? { tarballs: [process.env.BIZOPS_PACK_TARBALL] } : {}),
	});
	(globalThis as { bizopsStack?: Stack }).bizopsStack = stack;
	// n8n and the sandbox run in process groups of their own, out of reach of a Ctrl-C to the suite.
	for (const signal of ['SIGINT', 'SIGTERM'] as const)
		process.once(signal, () => void stack.stop().finally(() => process.exit(130)));
	try {
		const n8n = await new N8nClient(stack.n8nUrl, undefined, toolchain.release.version).setUp();
		const env: E2eEnv = {
			n8nUrl: stack.n8nUrl,
			sandboxUrl: stack.sandboxUrl,
			session: n8n.session,
			chromium: toolchain.chromium,
			n8nLog: stack.logs.n8n,
			n8nVersion: toolchain.release.version,
		};
		process.env.BIZOPS_E2E = JSON.stringify(env);
	} catch (error) {
		await stack.stop();
		throw error;
	}
	console.log(
		`[e2e] n8n ${stack.n8nUrl} and the sandbox ${stack.sandboxUrl} ready in ${seconds(started)}`,
	);
}
