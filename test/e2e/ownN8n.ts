import { cpSync } from 'node:fs';
import path from 'node:path';

import { N8nClient } from '../harness/n8nClient';
import { freePort, startN8n, stopChild } from '../../scripts/n8n/stack';
import type { Toolchain } from '../../scripts/n8n/toolchain';
import { e2eEnv } from './env';

/**
 * An n8n of a test file's own, for an environment the suite's n8n does not have (its outbound
 * protection, a CA, a proxy), in `home`: the pack as the suite's n8n has it installed (setup.ts),
 * copied rather than packed and installed again; the owner set up.
 */
export async function startOwnN8n(
	toolchain: Toolchain,
	home: string,
	n8nEnv: Record<string, string>,
) {
	const installed = path.join(path.dirname(e2eEnv().n8nLog), '.n8n/nodes');
	cpSync(installed, path.join(home, '.n8n/nodes'), { recursive: true });
	const started = await startN8n(toolchain, {
		home,
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		logFile: path.join(home, 'n8n.log'),
		n8nEnv,
	});
	try {
		return { ...started, client: await new N8nClient(started.n8nUrl).setUp() };
	} catch (error) {
		await stopChild(started.n8n);
		throw error;
	}
}
