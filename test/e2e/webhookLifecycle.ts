import type { Execution, N8nClient } from '../harness/n8nClient';
import { callWebhook, eventually, fetchFresh, outputs } from '../harness/n8nClient';
import type {
	Delivered,
	InterfaceFixture,
	SandboxClient,
	WebhookTriggerFixture,
} from '../fixtures';
import { remoteRegistrations, tamper, triggerWorkflow } from './interfaces';

/** The event IDs of a webhook trigger's executions (its item's eventId), newest first */
export const eventIds = (runs: Execution[]) =>
	runs.map((run) => outputs(run).Trigger?.[0]?.eventId as string | undefined);

/**
 * The workflow's executions once `fence`, a good delivery sent after others that must start
 * nothing, has run (its execution is the one with its event ID) and none is running any more. No
 * fixed wait: each delivery was answered before the next was sent, and n8n handles a workflow's
 * deliveries in the order they come, so an execution one of the others started was stored before
 * the fence's, and is listed (running ones are not: hence the wait until none is).
 */
export async function executionsAfter(n8n: N8nClient, workflowId: string, fence: Delivered) {
	// The event ID is a header of the delivery or the body's id (delivery.ts, eventIdOf)
	const fenceIds = new Set([
		...Object.values(fence.headers),
		String((JSON.parse(fence.body) as { id?: unknown }).id),
	]);
	return await eventually(
		`the execution of the delivery sent last (workflow ${workflowId})`,
		60,
		async () => {
			const ran = eventIds(await n8n.finishedExecutions(workflowId)).some(
				(id) => id !== undefined && fenceIds.has(id),
			);
			if (!ran || (await n8n.runningExecutions(workflowId)).length > 0) return undefined;
			return await n8n.executions(workflowId);
		},
	);
}

/**
 * A webhook trigger's life in a running n8n whose webhooks are reached at `webhookBase` (its
 * WEBHOOK_URL), as the suite's n8n (n8n.test.ts) and one behind a reverse proxy
 * (reverseProxy.test.ts) show it: publishing registers the trigger's URL with the service (where it
 * has an API for it), a signed delivery runs, a tampered one (and `refuse`'s) is answered with an
 * error, a second signed delivery runs, unpublishing removes the registration and the webhook.
 * What each step showed, for `expect(...).toEqual(lifecycleAsIntended(...))`.
 */
export async function webhookLifecycle(
	n8n: N8nClient,
	sandbox: SandboxClient,
	fixture: InterfaceFixture,
	trigger: WebhookTriggerFixture,
	options: {
		webhookBase: string;
		credentialName: string;
		/** More deliveries that must start nothing, sent after the tampered one: their answers by name */
		refuse?: (url: string, delivery: Delivered) => Promise<Record<string, number>>;
	},
) {
	const credential = await n8n.createCredential({
		name: options.credentialName,
		type: fixture.credential.type,
		data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
	});
	const { workflow, webhookId } = triggerWorkflow(fixture, trigger, credential);
	const created = await n8n.createWorkflow(workflow);
	const url = `${options.webhookBase}/webhook/${webhookId}/${trigger.webhookPath}`;
	const logged = (await sandbox.log(fixture.slug)).length;
	const { remote } = trigger;
	const listed = remote?.webhookUrls;
	const held = async () => (listed ? (await listed(sandbox)).filter((u) => u === url).length : 0);

	await n8n.publish(created.id);
	const registrations = remote
		? (await remoteRegistrations(sandbox, fixture, { ...trigger, remote }, url, logged)).map(
				(r) => r.body,
			)
		: [];
	const heldWhilePublished = await held();
	const sentToService = JSON.stringify((await sandbox.log(fixture.slug)).slice(logged));

	const send = async (delivery: Delivered, body = delivery.body) =>
		(
			await callWebhook(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...delivery.headers },
				body,
			})
		).status;
	const first = await trigger.delivery(registrations[0], sandbox);
	const accepted = [(await send(first)) < 300];
	await n8n.awaitExecutions(created.id, 1, 30);
	const refused = {
		tampered: await send(first, tamper(first.body)),
		...(await options.refuse?.(url, first)),
	};
	// No fixed wait for what the refused deliveries might have started: a good one after them.
	const fence = await trigger.delivery(registrations[0], sandbox);
	accepted.push((await send(fence)) < 300);
	const runs = await executionsAfter(n8n, created.id, fence);

	await n8n.unpublish(created.id);
	if (listed)
		await eventually('remote webhook removed', 30, async () =>
			(await held()) === 0 ? true : undefined,
		);
	await eventually('n8n no longer serves the webhook', 30, async () =>
		(await fetchFresh(url, { method: 'POST' })).status === 404 ? true : undefined,
	);
	return {
		url,
		webhookId,
		sentToService,
		seen: {
			registrations: registrations.length,
			heldWhilePublished,
			accepted,
			refused,
			executions: runs.length,
			events: new Set(eventIds(runs)).size,
			ranTampered: JSON.stringify(runs.map(outputs)).includes('"tampered"'),
		},
	};
}

/** What `webhookLifecycle` sees of a trigger that works, `refused` being the refused deliveries' answers */
export const lifecycleAsIntended = (
	trigger: WebhookTriggerFixture,
	refused: Record<string, number>,
) => ({
	registrations: trigger.remote ? 1 : 0,
	heldWhilePublished: trigger.remote?.webhookUrls ? 1 : 0,
	accepted: [true, true],
	refused: { tampered: 401, ...refused },
	executions: 2,
	events: 2,
	ranTampered: false,
});
