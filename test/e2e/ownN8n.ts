import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { N8nClient } from '../harness/n8nClient';
import type { InterfaceFixture } from './interfaces';
import { SandboxClient, triggerWorkflow } from './interfaces';
import { freePort, startN8n, startSandbox, stopChild } from '../../scripts/n8n/stack';
import type { Toolchain } from '../../scripts/n8n/toolchain';
import { ensureToolchain } from '../../scripts/n8n/toolchain';
import { ARTIFACTS, e2eEnv } from './env';

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

/**
 * A test file's own sandbox and n8n (startOwnN8n) in ARTIFACTS/<name>, emptied first. `n8nEnvFor`
 * gets the sandbox's address and answers n8n's environment (a file may start first what n8n is
 * to be given: a proxy, HTTPS fronts); `stop` ends both.
 */
export async function startOwnStack(
	name: string,
	n8nEnvFor: (sandboxUrl: string) => Record<string, string> | Promise<Record<string, string>>,
) {
	const home = path.join(ARTIFACTS, name);
	rmSync(home, { recursive: true, force: true });
	mkdirSync(home, { recursive: true });
	const own = await startSandbox(home, await freePort(), path.join(home, 'sandbox.log'));
	try {
		const started = await startOwnN8n(ensureToolchain(), home, await n8nEnvFor(own.sandboxUrl));
		return {
			home,
			sandboxUrl: own.sandboxUrl,
			sandbox: new SandboxClient(own.sandboxUrl),
			n8nUrl: started.n8nUrl,
			n8n: started.client,
			stop: async () => {
				await Promise.all([stopChild(own.sandbox), stopChild(started.n8n)]);
			},
		};
	} catch (error) {
		await stopChild(own.sandbox);
		throw error;
	}
}

export type OwnStack = Awaited<ReturnType<typeof startOwnStack>>;

/**
 * Publishes the interface's first polling or webhook trigger, waits until n8n has activated it (or
 * given up), then unpublishes it: its activation status, whether the service held its webhook
 * while published, and whether the webhook is gone after.
 */
export async function publishedAndRemoved(
	n8n: N8nClient,
	sandbox: SandboxClient,
	fixture: InterfaceFixture,
	credential: { id: string; name: string },
	which: 'polling' | 'webhook',
) {
	const trigger = which === 'polling' ? fixture.pollingTriggers[0] : fixture.webhookTriggers[0];
	const { workflow, webhookId } = triggerWorkflow(fixture, trigger, credential);
	const created = await n8n.createWorkflow(workflow);
	await n8n.publish(created.id);
	const state = await n8n.publicationSettled(created.id);
	const remote = 'remote' in trigger ? trigger.remote : undefined;
	const webhookPath = 'webhookPath' in trigger ? trigger.webhookPath : '';
	const url = `${n8n.baseUrl}/webhook/${webhookId}/${webhookPath}`;
	const registered = (await remote?.webhookUrls?.(sandbox)) ?? [];
	await n8n.unpublish(created.id);
	await n8n.publicationSettled(created.id);
	const removed = (await remote?.webhookUrls?.(sandbox)) ?? [];
	return { state, registered: registered.includes(url), removed: !removed.includes(url) };
}
