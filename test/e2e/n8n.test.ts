import { readFileSync } from 'node:fs';

import { callWebhook, fetchFresh, outputs } from '../harness/n8nClient';
import { packCredentials, packNodes } from '../harness/pack';
import { findSecrets } from '../harness/secrets';
import { sandboxInterfaces } from '../sandbox';
import { e2eEnv } from './env';
import type { InterfaceFixture, WebhookTriggerFixture } from './interfaces';
import {
	FIXTURES,
	crudWorkflow,
	emittedRecords,
	recordsThroughPolls,
	triggerWorkflow,
} from './interfaces';
import { lifecycleAsIntended, webhookLifecycle } from './webhookLifecycle';

/** The pack inside a real n8n: types, credentials, workflows and triggers through n8n's own APIs. */

const { n8n, sandbox, n8nUrl, n8nLog } = e2eEnv();

const webhookTriggerTypes = Object.entries(packNodes)
	.filter(
		([, node]) =>
			node.description.group.includes('trigger') && (node.description.webhooks ?? []).length > 0,
	)
	.map(([type]) => type);
const fixtureNodes = FIXTURES.flatMap((f) => [
	f.crud.node,
	...f.pollingTriggers.map((t) => t.node),
	...f.webhookTriggers.map((t) => t.node),
]);
const webhookCases = FIXTURES.flatMap((fixture) =>
	fixture.webhookTriggers.map((trigger) => ({ fixture, trigger })),
);

test('n8n loads every node and credential of the pack under its real type name', async () => {
	const nodes = new Set((await n8n.types('nodes')).map((n) => n.name));
	const credentials = new Set((await n8n.types('credentials')).map((c) => c.name));
	expect(Object.keys(packNodes).filter((type) => !nodes.has(type))).toEqual([]);
	expect(Object.keys(packCredentials).filter((name) => !credentials.has(name))).toEqual([]);
	expect(Object.keys(packNodes).length).toBeGreaterThan(0);
	expect(readFileSync(n8nLog, 'utf8')).not.toMatch(/Failed to load package/i);
});

test('every finished interface and every node of the pack has an e2e fixture', () => {
	const fixtureSlugs = FIXTURES.map((f) => f.slug);
	expect(Object.keys(sandboxInterfaces()).filter((slug) => !fixtureSlugs.includes(slug))).toEqual(
		[],
	);
	expect(
		Object.keys(packNodes).filter(
			(type) => !fixtureNodes.some((node) => type === `n8n-nodes-bizops.${node}`),
		),
	).toEqual([]);
	expect(
		webhookTriggerTypes.filter(
			(type) => !webhookCases.some((c) => type === `n8n-nodes-bizops.${c.trigger.node}`),
		),
	).toEqual([]);
});

describe.each(FIXTURES.map((fixture) => [fixture.slug, fixture] as const))(
	'%s',
	(_slug, fixture: InterfaceFixture) => {
		let credential: { id: string; name: string };

		beforeAll(async () => {
			credential = await n8n.createCredential({
				name: fixture.credential.name,
				type: fixture.credential.type,
				data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
			});
		});

		test('its credential, created through the public API, passes the credential test; a wrong token fails it', async () => {
			expect(await n8n.testCredential(credential.id)).toMatchObject({
				status: 'OK',
			});
			const wrong = await n8n.createCredential({
				name: `${fixture.credential.name} (wrong token)`,
				type: fixture.credential.type,
				data: fixture.credential.wrongToken(sandbox.baseUrl(fixture.slug)),
			});
			expect(await n8n.testCredential(wrong.id)).toMatchObject({
				status: 'Error',
			});
		});

		test('a workflow creates, reads, updates and deletes through the action node; the execution reads back through the API', async () => {
			const path = `e2e-${fixture.slug}-crud`;
			const workflow = await n8n.createWorkflow(
				crudWorkflow(fixture, credential, { webhookPath: path }),
			);
			await n8n.publish(workflow.id);
			try {
				const response = await callWebhook(`${n8nUrl}/webhook/${path}`);
				const runs = await n8n.awaitExecutions(workflow.id, 1, 60);
				expect(runs).toHaveLength(1);
				// (outputs() fails with the execution's error, if any)
				const out = outputs(runs[0]);
				expect([response.status, runs[0].status]).toEqual([200, 'success']);
				expect(Object.keys(out)).toEqual(
					expect.arrayContaining(fixture.crud.steps.map((s) => s.name)),
				);
				await fixture.crud.verify(out, sandbox);
			} finally {
				await n8n.unpublish(workflow.id);
			}
		});
	},
);

const pollingCases = FIXTURES.flatMap((fixture) =>
	fixture.pollingTriggers.map((trigger) => ({ fixture, trigger })),
);

/**
 * n8n polls at most once a minute, so every polling trigger is published at once and watched side
 * by side: the suite waits about two minutes in all, not two minutes per trigger.
 */
test('every published polling trigger reports a record created in the sandbox, once', async () => {
	const watched = await Promise.all(
		pollingCases.map(async ({ fixture, trigger }) => {
			const credential = await n8n.createCredential({
				name: `${fixture.credential.name} (polling)`,
				type: fixture.credential.type,
				data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
			});
			const workflow = await n8n.createWorkflow(
				triggerWorkflow(fixture, trigger, credential).workflow,
			);
			return { fixture, trigger, workflow, logged: (await sandbox.log(fixture.slug)).length };
		}),
	);
	await Promise.all(watched.map(async ({ workflow }) => await n8n.publish(workflow.id)));
	try {
		const reported = await Promise.all(
			watched.map(async ({ fixture, trigger, workflow, logged }) => {
				const { ids, runs } = await recordsThroughPolls(
					n8n,
					sandbox,
					fixture,
					trigger,
					workflow.id,
					logged,
					1,
				);
				return [trigger.node, runs.length, emittedRecords(runs, trigger, ids).length];
			}),
		);
		expect(reported).toEqual(watched.map(({ trigger }) => [trigger.node, 1, 1]));
	} finally {
		await Promise.all(watched.map(async ({ workflow }) => await n8n.unpublish(workflow.id)));
	}
});

const webhookTitle =
	'webhook trigger: publish registers one remote webhook (where the service has an API for it), a signed delivery runs once, a tampered or malformed one not at all, unpublish removes it';

/** What a published trigger answers to malformed deliveries (n8n itself answers 422 to JSON it cannot parse); none runs. */
const MALFORMED_ANSWERS = {
	'not JSON': 422,
	'signed, sent as text/plain': 400,
	'every header twice': 401,
	'unsigned, 5 MB': 401,
};

async function malformedDeliveries(
	url: string,
	delivery: { body: string; headers: Record<string, string> },
) {
	const post = async (body: string, headers: Array<[string, string]>) =>
		(await fetchFresh(url, { method: 'POST', headers, body })).status;
	const signed = Object.entries(delivery.headers);
	return {
		'not JSON': await post(delivery.body.slice(0, -1), [
			['content-type', 'application/json'],
			...signed,
		]),
		'signed, sent as text/plain': await post(delivery.body, [
			['content-type', 'text/plain'],
			...signed,
		]),
		// Node's http joins a repeated header with ", ": two signatures are no signature
		'every header twice': await post(delivery.body, [
			['content-type', 'application/json'],
			...signed,
			...signed,
		]),
		'unsigned, 5 MB': await post(
			JSON.stringify({ id: 'evt_large', data: 'x'.repeat(5 * 1024 * 1024) }),
			[['content-type', 'application/json']],
		),
	};
}

if (webhookCases.length === 0) {
	console.log(`[e2e] SKIPPED "${webhookTitle}": no finished webhook trigger yet`);
	test.skip(`${webhookTitle} (skipped: no finished webhook trigger yet)`, () => undefined);
} else {
	webhookTests();
}

function webhookTests() {
	test.each(
		webhookCases.map(
			({ fixture, trigger }) => [`${fixture.slug} ${trigger.node}`, fixture, trigger] as const,
		),
	)(
		`%s ${webhookTitle}`,
		async (_name, fixture: InterfaceFixture, trigger: WebhookTriggerFixture) => {
			const { seen } = await webhookLifecycle(n8n, sandbox, fixture, trigger, {
				webhookBase: n8nUrl,
				credentialName: `${fixture.credential.name} (webhook)`,
				refuse: malformedDeliveries,
			});
			expect(seen).toEqual(lifecycleAsIntended(trigger, MALFORMED_ANSWERS));
		},
	);
}

// Last, after every credential test, workflow and delivery above (n8n logs at debug level here, see setup.ts).
test("n8n's log shows no credential value", () => {
	const secrets = Object.fromEntries(
		FIXTURES.flatMap(({ slug, credential }) => {
			const fields = packCredentials[credential.type].properties
				.filter((p) => p.typeOptions?.password)
				.map((p) => p.name);
			const given = {
				'': credential.data(sandbox.baseUrl(slug)),
				' (wrong)': credential.wrongToken(sandbox.baseUrl(slug)),
			};
			return Object.entries(given).flatMap(([which, data]) =>
				fields
					.filter((f) => data[f])
					.map((f) => [`${credential.type}.${f}${which}`, String(data[f])]),
			);
		}),
	);
	expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(FIXTURES.length);
	expect(findSecrets(readFileSync(n8nLog, 'utf8'), secrets, 'n8n.log')).toEqual([]);
});
