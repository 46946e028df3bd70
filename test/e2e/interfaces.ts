import { randomUUID } from 'node:crypto';

import type { Execution, N8nClient, Workflow } from '../harness/n8nClient';
import { eventually, outputs } from '../harness/n8nClient';
import type { Packages } from '../../scripts/packaging/services';
import { typeName } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';

import type { InterfaceFixture, PollingTriggerFixture, WebhookTriggerFixture } from '../fixtures';
import { FIXTURES, SandboxClient } from '../fixtures';

/** The fixtures moved to test/fixtures (unit suites read them too); the e2e names stay here for the e2e suite and `npm start`. */
export { FIXTURES, SandboxClient } from '../fixtures';
export type {
	InterfaceFixture,
	PollingTriggerFixture,
	Step,
	WebhookTriggerFixture,
} from '../fixtures';

type Json = Record<string, any>;

/** One credential per interface, pointing at the sandbox; by credential type. */
export async function sandboxCredentials(n8n: N8nClient, sandbox: SandboxClient, suffix = '') {
	const credentials: Record<string, { id: string; name: string }> = {};
	for (const fixture of FIXTURES) {
		const credential = await n8n.createCredential({
			name: `${fixture.credential.name}${suffix}`,
			type: fixture.credential.type,
			data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
		});
		credentials[fixture.credential.type] = { id: credential.id, name: credential.name };
	}
	return credentials;
}

/** A node's full type name in the all-in-one package (the default) or in its per-service package. */
export const nodeType = (name: string, packages: Packages = 'all-in-one') =>
	typeName(name, packages);
/** The node's name as the editor and the manual show it, e.g. "BizOps Workspace CRM Trigger" */
const displayName = (name: string) => packNodes[nodeType(name)].description.displayName;
const credentialOf = (fixture: InterfaceFixture, credential: { id: string; name: string }) => ({
	[fixture.credential.type]: credential,
});

/** The interface's node with `parameters` as the last step (after the CRUD path's first `before` steps), started by a webhook call. */
export function requestWorkflow(
	fixture: InterfaceFixture,
	credential: { id: string; name: string },
	parameters: Json,
	webhookPath: string,
	before = 0,
): Workflow {
	const steps = [...fixture.crud.steps.slice(0, before), { name: 'Request', parameters }];
	return crudWorkflow({ ...fixture, crud: { ...fixture.crud, steps } }, credential, {
		webhookPath,
	});
}

/** The CRUD path as a workflow, started by hand (the demo) or by a webhook call (the suite). */
export function crudWorkflow(
	fixture: InterfaceFixture,
	credential: { id: string; name: string },
	start: { webhookPath: string; responseMode?: 'lastNode' | 'onReceived' } | 'manual',
	packages: Packages = 'all-in-one',
): Workflow {
	const first =
		start === 'manual'
			? { name: 'Run', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} }
			: {
					name: 'Run',
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					webhookId: randomUUID(),
					parameters: {
						httpMethod: 'POST',
						path: start.webhookPath,
						responseMode: start.responseMode ?? 'lastNode',
					},
				};
	const steps = fixture.crud.steps.map((step) => ({
		name: step.name,
		type: step.type ?? nodeType(fixture.crud.node, packages),
		typeVersion: step.typeVersion ?? 1,
		parameters: step.parameters,
		...(step.type ? {} : { credentials: credentialOf(fixture, credential) }),
	}));
	const nodes = [first, ...steps].map((node, i) => ({ ...node, position: [i * 240, 0] }));
	const connections = Object.fromEntries(
		nodes
			.slice(0, -1)
			.map((node, i) => [
				node.name,
				{ main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] },
			]),
	);
	return {
		name: `${displayName(fixture.crud.node)}: ${fixture.crud.steps.map((step) => step.name).join(', ')}`,
		nodes,
		connections,
	};
}

/** A workflow of one trigger node; webhook triggers get a fixed webhook id so their URL is known. */
export function triggerWorkflow(
	fixture: InterfaceFixture,
	trigger: PollingTriggerFixture | WebhookTriggerFixture,
	credential: { id: string; name: string },
	packages: Packages = 'all-in-one',
) {
	const webhookId = randomUUID();
	const node = {
		name: 'Trigger',
		type: nodeType(trigger.node, packages),
		typeVersion: 1,
		position: [0, 0],
		parameters: trigger.parameters,
		credentials: credentialOf(fixture, credential),
		...('webhookPath' in trigger ? { webhookId } : {}),
	};
	const workflow: Workflow = {
		name: `${displayName(trigger.node)} (${'webhookPath' in trigger ? 'webhook' : 'polling'})`,
		nodes: [node],
		connections: {},
	};
	return { workflow, webhookId };
}

/** The same delivery with one field changed after signing. */
export function tamper(body: string) {
	try {
		return JSON.stringify({ ...(JSON.parse(body) as Json), tampered: true });
	} catch {
		return `${body} `;
	}
}

/** What a suite adds to the polling check: where its n8n keeps the position, what explains a failure */
export interface PollingWatch {
	/** The trigger's stored position; by default its node's static data (n8n's durable poll cursors keep it in a table of their own) */
	position?: (workflowId: string) => Promise<Json | undefined>;
	/** More for the failure message, e.g. what n8n's log says about the workflow */
	explain?: (workflowId: string) => string;
}

/**
 * For a polling trigger just published: creates `records` records, each after the previous one
 * was emitted and the trigger's position stored past it, and returns their ids and the workflow's
 * finished executions (oldest first).
 * n8n polls once on publishing (that poll only marks where to start), then once a minute. A record
 * counts as skipped only once three polls made after it were answered by the service and none
 * emitted it: counted in polls, not seconds, since n8n may drop a minute's poll (its scheduler
 * backs off after a failed or slow poll) and a loaded machine delays one. On a failure the error
 * tells when the polls reached the service (its list read), what n8n ran and the position it stored.
 */
export async function recordsThroughPolls(
	n8n: N8nClient,
	sandbox: SandboxClient,
	fixture: InterfaceFixture,
	trigger: PollingTriggerFixture,
	workflowId: string,
	loggedBefore: number,
	records: number,
	watch: PollingWatch = {},
) {
	const polls = async () =>
		(await sandbox.log(fixture.slug))
			.slice(loggedBefore)
			.filter((r) => r.method === 'GET' && r.route === trigger.polls);
	const polledAt = async () => (await polls()).map((r) => r.at);
	/** Polls answered 2xx that reached the service after `since`; a poll's pages (requests within 30 s) count once */
	const answeredPollsSince = async (since: number) => {
		let counted = 0;
		let last = -Infinity;
		for (const { at, status } of await polls())
			if (at >= since && status < 300 && at - last >= 30_000) {
				counted++;
				last = at;
			}
		return counted;
	};
	const finished = async () => (await n8n.finishedExecutions(workflowId)).reverse();
	const position = await triggerStateStored(
		n8n,
		workflowId,
		'Trigger',
		trigger.node,
		watch.position && (async () => await watch.position!(workflowId)),
	);
	const ids: string[] = [];
	for (let record = 1; record <= records; record++) {
		const stored = JSON.stringify(await position());
		const createdAt = Date.now();
		ids.push(await trigger.create(sandbox));
		try {
			// The cap only bounds a run where n8n stops polling; the verdict is the polls' count.
			await eventually('not emitted, and fewer than three polls came', 600, async () => {
				if (emittedRecords(await finished(), trigger, ids).includes(ids.at(-1)!)) return true;
				if ((await answeredPollsSince(createdAt)) >= 3)
					throw new Error('skipped: three polls made after it were answered and none emitted it');
				return undefined;
			});
			// No fixed wait for an execution too many: the position moved past the record (n8n stores
			// it before it marks the emitting execution finished), and every later poll starts there.
			await eventually('the position after the record not stored', 30, async () =>
				JSON.stringify(await position()) !== stored ? true : undefined,
			);
		} catch (error) {
			const polls = (await polledAt()).map((at) => `${((at - createdAt) / 1000).toFixed(1)} s`);
			// The public API's list leaves running (and queued) ones out: an execution stuck there is no skip.
			const runs = [
				...(await n8n.executions(workflowId)),
				...(await n8n.runningExecutions(workflowId)),
			].map((e) => `${e.id} ${e.status}`);
			throw new Error(
				`${trigger.node} (workflow ${workflowId}), record ${record} of ${records}, created at ${new Date(createdAt).toISOString()}: ${(error as Error).message}; polls reached the service at ${polls.join(', ')} from its creation; executions: ${runs.join(', ') || 'none'}; position stored: ${JSON.stringify(await position())}${watch.explain ? `\n${watch.explain(workflowId)}` : ''}`,
			);
		}
	}
	return { ids, runs: await finished() };
}

/**
 * The registrations of `url` a webhook trigger with a registration API (`trigger.remote`) sent to
 * the sandbox since its log held `logged` entries, once there is one (at most 30 s).
 */
export async function remoteRegistrations(
	sandbox: SandboxClient,
	fixture: InterfaceFixture,
	trigger: WebhookTriggerFixture & { remote: NonNullable<WebhookTriggerFixture['remote']> },
	url: string,
	logged: number,
) {
	const { registration, registeredUrl = (body: Json) => body.url } = trigger.remote;
	return await eventually('remote webhook registration', 30, async () => {
		const found = (await sandbox.log(fixture.slug))
			.slice(logged)
			.filter(
				(r) =>
					r.method === registration.method &&
					r.route === registration.route &&
					r.status < 300 &&
					registeredUrl(r.body) === url,
			);
		return found.length > 0 ? found : undefined;
	});
}

/**
 * Creates and publishes a polling trigger's workflow, watches `records` records go through its
 * polls (recordsThroughPolls) and unpublishes it, whatever happens.
 */
export async function publishedPolls(
	n8n: N8nClient,
	sandbox: SandboxClient,
	fixture: InterfaceFixture,
	trigger: PollingTriggerFixture,
	workflow: Workflow,
	records: number,
	watch: PollingWatch = {},
) {
	const created = await n8n.createWorkflow(workflow);
	const logged = (await sandbox.log(fixture.slug)).length;
	await n8n.publish(created.id);
	try {
		return await recordsThroughPolls(
			n8n,
			sandbox,
			fixture,
			trigger,
			created.id,
			logged,
			records,
			watch,
		);
	} finally {
		await n8n.unpublish(created.id);
	}
}

/**
 * Waits until the published workflow's trigger (node `nodeName`) has stored its state in n8n, and
 * returns a reader of it: a polling trigger where its first poll starts (a record made before then
 * would count as already there; n8n may activate the workflow again after publishing, polling once
 * more from the stored state), a webhook trigger its registration and secret (a delivery that
 * comes before is refused). `stored` reads the state elsewhere (n8n's durable poll cursors).
 */
export async function triggerStateStored(
	n8n: N8nClient,
	workflowId: string,
	nodeName: string,
	what: string,
	stored?: () => Promise<Json | undefined>,
) {
	const position =
		stored ??
		(async () =>
			((await n8n.api<Json>('GET', `/workflows/${workflowId}`)).staticData as Json | null)?.[
				`node:${nodeName}`
			] as Json | undefined);
	// Two polls' time: n8n's scheduler may drop the first minute's poll (backing off after a slow one).
	await eventually(`${what}: the trigger's state stored`, 150, async () =>
		Object.keys((await position()) ?? {}).length > 0 ? true : undefined,
	);
	// n8n 2.x may still be publishing it, or publishing it again (its reconciler re-enqueues a
	// workflow whose trigger statuses lag, every 10 s), and an activation polls at once from the
	// static data it read: the records are made once no publication of it is under way.
	if (n8n.major >= 2) await n8n.publicationSettled(workflowId);
	return position;
}

/** The created records (by id) each execution emitted, in order. */
export function emittedRecords(runs: Execution[], trigger: PollingTriggerFixture, ids: string[]) {
	return runs.flatMap((run) =>
		outputs(run).Trigger.flatMap((item) => ids.filter((id) => trigger.isCreated(item, id))),
	);
}
