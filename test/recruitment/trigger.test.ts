import type { IDataObject } from 'n8n-workflow';

import { nodeState } from '../harness/engine';
import { asDelivery, expectSignedPostRuns, useReceiver } from '../harness/receiver';
import type { WebhookSetup } from '../harness/webhooks';
import { activate, deliver, runHook } from '../harness/webhooks';
import { timestampSignature } from '../sandbox/stamps';
import { byId, recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();
const { received, webhookBaseUrl, webhookUrl: ourUrl } = useReceiver();

// Every event the document names, written here so that the sandbox's own list is checked against it
const ALL = [
	'vacancy.published',
	'vacancy.closed',
	'candidate.applied',
	'candidate.stage_changed',
	'interview.scheduled',
	'interview.completed',
	'interview.evaluation_submitted',
];

const setup = (
	events: string[] = ['candidate.stage_changed', 'vacancy.published'],
	extra: IDataObject = {},
): WebhookSetup => ({
	type: 'recruitmentTrigger',
	parameters: { events, ...extra },
	credentials: bed.credentials(),
	webhookBaseUrl: webhookBaseUrl(),
});
const puts = () => bed.requests('PUT', '/webhooks');

describe('Recruitment Trigger lifecycle', () => {
	test('activation configures the account once with our URL, the events and a fresh secret; deactivation clears it', async () => {
		let staticData = await activate(setup());
		expect(puts().map((r) => r.body)).toEqual([
			{
				url: ourUrl(),
				events: ['candidate.stage_changed', 'vacancy.published'],
				secret: expect.stringMatching(/^[0-9a-f]{64}$/),
			},
		]);
		expect(bed.state().webhook).toMatchObject({
			url: ourUrl(),
			events: ['candidate.stage_changed', 'vacancy.published'],
			secret: nodeState(staticData).secret,
		});

		// A restart: checkExists finds the configuration it made, nothing is sent.
		const restart = await runHook(setup(), 'checkExists', staticData);
		expect(restart.result).toBe(true);
		staticData = await activate(setup(), staticData);
		expect(puts()).toHaveLength(1);

		const removed = await runHook(setup(), 'delete', staticData);
		expect(removed.result).toBe(true);
		expect(puts()[1].body).toEqual({ url: ourUrl(), events: [] });
		expect(bed.state().webhook).toMatchObject({ url: ourUrl(), events: [] });
		expect(nodeState(removed.staticData)).toEqual({});
		// Nothing configured any more: a second delete sends nothing.
		await runHook(setup(), 'delete', removed.staticData);
		expect(puts()).toHaveLength(2);
	});

	test('a changed event set, or lost static data, configures the account again (PUT replaces, so never a duplicate)', async () => {
		const first = await activate(setup(['vacancy.published']));
		const second = await activate(setup(['interview.completed', 'vacancy.published']), first);
		expect(puts()).toHaveLength(2);
		expect(bed.state().webhook?.events).toEqual(['interview.completed', 'vacancy.published']);
		expect(nodeState(second).secret).not.toBe(nodeState(first).secret);
		await activate(setup(['interview.completed', 'vacancy.published']), {});
		expect(puts()).toHaveLength(3);
		expect(bed.state().webhook?.secret).not.toBe(nodeState(second).secret);
	});

	test('the registration field names are options', async () => {
		const fields = {
			registrationFields: {
				urlField: 'target_url',
				eventsField: 'subscribed_events',
				signingField: 'signing_secret',
			},
		};
		// The sandbox knows only its own names: it answers 422, and activation fails with the API's error.
		await expect(activate(setup(['vacancy.closed'], fields))).rejects.toThrow(
			'Recruitment answered 422 validation_error',
		);
		expect(puts()[0]).toMatchObject({
			status: 422,
			body: {
				target_url: ourUrl(),
				subscribed_events: ['vacancy.closed'],
				signing_secret: expect.stringMatching(/^[0-9a-f]{64}$/),
			},
		});
	});
});

describe('Recruitment Trigger deliveries', () => {
	async function activeWithStageChange(events = ['candidate.stage_changed']) {
		const staticData = await activate(setup(events));
		const { vacancy, candidates } = bed.vacancyWithApplicants('Backend Engineer', 1);
		const moved = await bed.run({
			resource: 'candidate',
			operation: 'moveStage',
			vacancyId: byId(vacancy.id),
			candidateId: byId(candidates[0].id),
			stage: 'interview',
		});
		expect(moved.error).toBeUndefined();
		await bed.state().settled();
		expect(received).toHaveLength(1);
		return { staticData, captured: received[0], vacancy, candidate: candidates[0] };
	}

	test('the sandbox posts a signed stage change; it is emitted with the previous and new stage at top level and its eventId', async () => {
		const { staticData, captured, vacancy, candidate } = await activeWithStageChange();
		const valid = await expectSignedPostRuns(
			setup(['candidate.stage_changed']),
			captured,
			staticData,
			{
				signatureHeader: 'x-signature',
				timestampHeader: 'x-timestamp',
				sign: timestampSignature,
			},
		);
		expect(valid.items[0].json).toMatchObject({
			event: 'candidate.stage_changed',
			previous_stage: 'new',
			new_stage: 'interview',
			data: { candidate_id: candidate.id, vacancy_id: vacancy.id },
		});

		// A repeat runs again with the same eventId (X-Delivery-Id): the workflow deduplicates on it.
		const repeated = await deliver(
			setup(['candidate.stage_changed']),
			asDelivery(captured),
			valid.staticData,
		);
		const id = captured.headers['x-delivery-id'];
		expect([valid.items[0].json.eventId, repeated.status, repeated.items[0].json.eventId]).toEqual([
			id,
			200,
			id,
		]);
	});

	test('tampered, unsigned or stale deliveries answer 401 and start nothing', async () => {
		const { staticData, captured } = await activeWithStageChange();
		const delivery = asDelivery(captured);
		const tampered = await deliver(
			setup(['candidate.stage_changed']),
			{ ...delivery, rawBody: delivery.rawBody.replace('interview', 'hired') },
			staticData,
		);
		expect([tampered.status, tampered.items.length]).toEqual([401, 0]);
		const unsigned = await deliver(
			setup(['candidate.stage_changed']),
			{ ...delivery, headers: { 'x-timestamp': delivery.headers['x-timestamp'] } },
			staticData,
		);
		expect(unsigned.responseBody).toEqual({
			error: 'Delivery rejected: the X-Signature header is missing',
		});
		const old = String(Math.floor(Date.now() / 1000) - 3600);
		const stale = await deliver(
			setup(['candidate.stage_changed']),
			{
				...delivery,
				headers: {
					...delivery.headers,
					'x-timestamp': old,
					'x-signature': timestampSignature(
						String(nodeState(staticData).secret),
						old,
						delivery.rawBody,
					),
				},
			},
			staticData,
		);
		expect([stale.status, stale.responseBody]).toEqual([
			401,
			{ error: 'Delivery rejected: the delivery is outside the replay window' },
		]);
	});

	test('a delivery of a kind not chosen is acknowledged and not emitted', async () => {
		const { staticData, captured } = await activeWithStageChange();
		const other = await deliver(setup(['vacancy.published']), asDelivery(captured), staticData);
		expect([other.status, other.items.length]).toEqual([200, 0]);
		expect(other.responseBody).toEqual({
			received: true,
			note: 'event candidate.stage_changed not selected',
		});
	});

	test('all 7 events are delivered when chosen together', async () => {
		const staticData = await activate(setup(ALL));
		const vacancy = bed.state().addVacancy({ title: 'Backend Engineer', status: 'published' });
		const candidate = bed.state().addCandidate({ name: 'Ana', email: 'ana@example.com' });
		bed.state().apply(candidate.id, vacancy.id);
		await bed.run({
			resource: 'candidate',
			operation: 'moveStage',
			vacancyId: byId(vacancy.id),
			candidateId: byId(candidate.id),
			stage: 'interview',
		});
		const scheduled = await bed.run({
			resource: 'interview',
			operation: 'schedule',
			vacancy_id: byId(vacancy.id),
			candidate_id: byId(candidate.id),
			type: 'phone',
			scheduled_at: '2026-03-02T10:00:00Z',
			duration_minutes: 30,
		});
		const interviewId = scheduled.items[0].json.id as string;
		bed.state().complete(interviewId);
		await bed.run({
			resource: 'interview',
			operation: 'submitEvaluation',
			interviewId: byId(interviewId),
			interviewer_email: 'ana.ruiz@example.com',
			overall_score: 4,
		});
		await bed.run({
			resource: 'vacancy',
			operation: 'changeStatus',
			vacancyId: byId(vacancy.id),
			status: 'closed',
		});
		await bed.state().settled();
		const kinds: string[] = [];
		let data = staticData;
		for (const captured of received) {
			const result = await deliver(setup(ALL), asDelivery(captured), data);
			data = result.staticData;
			kinds.push(...result.items.map((i) => String(i.json.event)));
		}
		expect(kinds).toHaveLength(7);
		expect([...kinds].sort()).toEqual([...ALL].sort());
	});
});
