import type { IDataObject } from 'n8n-workflow';

import { nodeState } from './engine';
import type { WebhookSetup } from './webhooks';
import { activate, runHook } from './webhooks';

/**
 * What a webhook trigger whose service lists and removes webhooks must do through n8n's activations
 * and restarts (the Chat and Sales CRM suites; the others register once or not at all).
 */

/**
 * A webhook trigger through n8n's lifecycle as a user puts it: activated three times (with
 * `cycleSetup`, default `setup`) and deactivated after each, activated again, restarted (n8n's
 * checkExists on the kept static data, which must find the webhook) and activated, then deactivated. After each step
 * it counts the service's webhooks, expecting one while active and none after, and the trigger to
 * forget its webhook on deactivation. `onActivated` checks each cycle's registration, `onRestarted`
 * the adopted one (given the webhook ID kept before the restart). Returns the counts, step by step,
 * for the suite's log.
 */
export async function runActivationCycles(options: {
	setup: () => WebhookSetup;
	cycleSetup?: () => WebhookSetup;
	/** The service's webhooks now */
	remote: () => unknown[];
	onActivated(staticData: IDataObject): void | Promise<void>;
	onRestarted(registered: unknown): void | Promise<void>;
}) {
	const { setup, cycleSetup = setup } = options;
	const remoteCount = () => options.remote().length;
	const counts: string[] = [];
	const deactivate = async (staticData: IDataObject, step: string) => {
		const after = (await runHook(setup(), 'delete', staticData)).staticData;
		counts.push(`${step}: ${remoteCount()}`);
		expect(remoteCount()).toBe(0);
		expect(nodeState(after).webhookId).toBeUndefined();
		return after;
	};
	let staticData: IDataObject = {};
	for (let cycle = 1; cycle <= 3; cycle++) {
		staticData = await activate(cycleSetup(), staticData);
		counts.push(`activate ${cycle}: ${remoteCount()}`);
		expect(remoteCount()).toBe(1);
		await options.onActivated(staticData);
		staticData = await deactivate(staticData, `deactivate ${cycle}`);
	}
	staticData = await activate(setup(), staticData);
	const registered = nodeState(staticData).webhookId;
	// A restart: n8n runs checkExists again with the persisted static data; the webhook is adopted.
	const restart = await runHook(setup(), 'checkExists', staticData);
	expect(restart.result).toBe(true);
	staticData = await activate(setup(), restart.staticData);
	counts.push(`activate + restart: ${remoteCount()}`);
	expect(remoteCount()).toBe(1);
	await options.onRestarted(registered);
	await deactivate(staticData, 'final deactivate');
	expect(counts).toEqual([
		'activate 1: 1',
		'deactivate 1: 0',
		'activate 2: 1',
		'deactivate 2: 0',
		'activate 3: 1',
		'deactivate 3: 0',
		'activate + restart: 1',
		'final deactivate: 0',
	]);
	return counts;
}

/**
 * A restart that lost the trigger's static data: activated afresh while the service still holds the
 * earlier webhook, the trigger replaces that orphan instead of registering a second one beside it.
 */
export async function expectOrphanReplaced(
	setup: () => WebhookSetup,
	remote: () => Array<Record<string, unknown>>,
) {
	await activate(setup(), {});
	const orphan = remote()[0].id;
	const fresh = await activate(setup(), {});
	expect(remote()).toHaveLength(1);
	expect(remote()[0].id).not.toBe(orphan);
	// String: a service may number its webhooks, the trigger keeps the ID as text
	expect(String(remote()[0].id)).toBe(nodeState(fresh).webhookId);
}
