import type { INodeParameters } from 'n8n-workflow';

import { FIXTURES, SandboxClient } from '../fixtures';
import { useSandbox } from '../harness/sandbox';
import { activate, runHook } from '../harness/webhooks';
import type { FaultKind } from '../sandbox/faults';
import { nodeState } from '../harness/engine';

/**
 * Webhook triggers whose service fails while n8n activates or deactivates them, with n8n's own
 * handling (n8n 2.40.7, active-workflow-manager.js): a failed activation is shown as its error
 * and followed by the trigger's delete with the static data stored before it (that activation's
 * is not saved); a failed deactivation leaves the stored static data as it was. Through all of
 * it the service never holds two webhooks for our URL, nor one after a deactivation that worked.
 */

const bed = useSandbox();

/** Every attempt of a retried request fails before it is applied (a fresh script: faults use theirs up) */
const unavailable = (): FaultKind[] => ['503before', '503before', '503before', '503before'];

/** The triggers that register a webhook of their own (POST) and can list the service's */
const triggers = FIXTURES.flatMap((fixture) =>
	fixture.webhookTriggers
		.filter(
			(trigger) => trigger.remote?.registration.method === 'POST' && trigger.remote.webhookUrls,
		)
		.map((trigger) => [trigger.node, fixture, trigger] as const),
);

describe.each(triggers)('%s', (_, fixture, trigger) => {
	const setup = () => ({
		type: trigger.node,
		parameters: trigger.parameters as INodeParameters,
		credentials: {
			[fixture.credential.type]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
		},
	});
	/** How many of the service's webhooks point at the trigger's URL */
	const registered = async (url: string) => {
		const sandbox = new SandboxClient(bed.sandbox.baseUrl('').replace(/\/$/, ''));
		return (await trigger.remote!.webhookUrls!(sandbox)).filter((u) => u === url).length;
	};
	/** The trigger's URL (a delete on an empty service sends nothing that changes it) */
	const webhookUrl = async () => String((await runHook(setup(), 'delete', {})).webhookUrl);

	test('registration answered by a dropped connection: a clear error, and n8n’s clean-up leaves no webhook', async () => {
		const url = await webhookUrl();
		bed.sandbox.faults = { script: ['dropAfter'] };
		await expect(activate(setup())).rejects.toThrow(/may have reached the service/);
		bed.sandbox.faults = undefined;
		// The registration took effect before its answer was lost.
		expect(await registered(url)).toBe(1);
		await runHook(setup(), 'delete', {});
		expect(await registered(url)).toBe(0);
	});

	test('when the clean-up fails too, the next activation removes the orphan and registers one', async () => {
		const url = await webhookUrl();
		bed.sandbox.faults = { script: ['dropAfter'] };
		await expect(activate(setup())).rejects.toThrow(/may have reached the service/);
		bed.sandbox.faults = { requests: 'all', script: unavailable() };
		await expect(runHook(setup(), 'delete', {})).rejects.toThrow(/503/);
		bed.sandbox.faults = undefined;
		expect(await registered(url)).toBe(1);
		const staticData = await activate(setup());
		expect(await registered(url)).toBe(1);
		expect(nodeState(staticData).webhookId).toBeDefined();
	});

	test('a deactivation that fails is finished by the next activation and deactivation, never doubled', async () => {
		const url = await webhookUrl();
		const stored = await activate(setup());
		const id = nodeState(stored).webhookId;
		bed.sandbox.faults = { requests: 'all', script: unavailable() };
		await expect(runHook(setup(), 'delete', stored)).rejects.toThrow(/503/);
		bed.sandbox.faults = undefined;
		expect(await registered(url)).toBe(1);
		// n8n kept the stored static data: the next activation adopts the webhook, registers none.
		bed.sandbox.clearLog();
		const again = await activate(setup(), stored);
		expect(nodeState(again).webhookId).toBe(id);
		expect(bed.sandbox.requestsTo(fixture.slug, 'POST')).toHaveLength(0);
		expect(await registered(url)).toBe(1);
		await runHook(setup(), 'delete', again);
		expect(await registered(url)).toBe(0);
	});
});

describe('recruitmentTrigger', () => {
	const fixture = FIXTURES.find((f) => f.slug === 'recruitment')!;
	const trigger = fixture.webhookTriggers[0];
	const setup = () => ({
		type: trigger.node,
		parameters: trigger.parameters as INodeParameters,
		credentials: {
			[fixture.credential.type]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
		},
	});

	test('the account has one configuration (PUT replaces it): a lost answer is sent again, and the activation holds', async () => {
		bed.sandbox.faults = { script: ['dropAfter'] };
		const staticData = await activate(setup());
		const configured = bed.interfaces.recruitment.state.webhook;
		expect(bed.sandbox.injected.map((fault) => fault.method)).toEqual(['PUT']);
		expect(configured?.secret).toBe(nodeState(staticData).secret);
		expect(configured?.events.length).toBeGreaterThan(0);
	});
});
