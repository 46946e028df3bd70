import type { INodeParameters } from 'n8n-workflow';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { MEETINGS_KEY } from '../sandbox/meetings';

const bed = useSandbox();
const state = () => bed.interfaces.meetings.state;
const credentials = (apiKey = MEETINGS_KEY) => ({
	bizOpsMeetingsApi: { baseUrl: bed.sandbox.baseUrl('meetings'), apiKey },
});
const run = (parameters: INodeParameters, apiKey?: string) =>
	runNode({ type: 'meetings', parameters, credentials: credentials(apiKey) });
const requests = (method?: string, route?: string) =>
	bed.sandbox.requestsTo('meetings', method, route);

describe('BizOps Meetings', () => {
	test('create: scheduled with a transcription language, or instant without one; every call carries x-api-key and JSON', async () => {
		const planned = await run({
			resource: 'meeting',
			operation: 'create',
			title: 'Planning',
			datetime: '2026-12-01T10:00:00Z',
			language: 'es-419',
		});
		expect(planned.items[0].json).toMatchObject({ title: 'Planning', message: 'Meeting created' });
		expect(planned.items[0].json.publicMeetingId).toEqual(expect.any(String));
		const instant = await run({ resource: 'meeting', operation: 'create', title: 'Now' });
		expect(instant.error).toBeUndefined();
		const bodies = requests('POST', '/meetings').map((r) => r.body);
		expect(bodies).toEqual([
			{ title: 'Planning', datetime: '2026-12-01T10:00:00.000Z', language: 'es-419' },
			{ title: 'Now' },
		]);
		for (const r of requests()) {
			expect(r.headers['x-api-key']).toBe(MEETINGS_KEY);
			expect(r.headers['content-type']).toMatch(/^application\/json/);
		}
		expect(state().meetings.get(String(planned.items[0].json.publicMeetingId))!.language).toBe(
			'es-419',
		);
	});

	test('create and update check their fields before any request', async () => {
		expect(
			(await run({ resource: 'meeting', operation: 'create', title: ' ' })).error?.message,
		).toBe('Title: is required (item 0)');
		expect(
			(
				await run({
					resource: 'meeting',
					operation: 'create',
					title: 'x',
					datetime: 'next tuesday',
				})
			).error?.message,
		).toMatch(/^Date and Time \(datetime\): must be an ISO 8601 date/);
		expect(
			(
				await run({
					resource: 'meeting',
					operation: 'create',
					title: 'x',
					language: '={{"klingon"}}',
				})
			).error?.message,
		).toMatch(/^Transcription Language \(language\): must be one of en, en-US/);
		expect(
			(
				await run({
					resource: 'meeting',
					operation: 'update',
					publicMeetingId: 'm1',
					updateFields: {},
				})
			).error?.message,
		).toBe('Update Fields: set at least one field to update (item 0)');
		expect(
			(
				await run({
					resource: 'meeting',
					operation: 'update',
					publicMeetingId: 'm1',
					updateFields: { title: ' ' },
				})
			).error?.message,
		).toBe('Title: is required (item 0)');
		expect(requests()).toHaveLength(0);
	});

	test('update: title, date and time, and status INACTIVE then ACTIVE again; an unknown meeting is a 404', async () => {
		const meeting = state().addMeeting({ title: 'Old' });
		const off = await run({
			resource: 'meeting',
			operation: 'update',
			publicMeetingId: meeting.publicMeetingId,
			updateFields: { title: 'New', datetime: '2026-12-24T18:00:00+01:00', status: 'INACTIVE' },
		});
		expect(off.items[0].json).toEqual({
			title: 'New',
			datetime: '2026-12-24T18:00:00.000+01:00',
			status: 'INACTIVE',
			message: 'Meeting updated',
		});
		expect(requests('PATCH')[0].body).toEqual({
			title: 'New',
			datetime: '2026-12-24T18:00:00.000+01:00',
			status: 'INACTIVE',
		});
		const on = await run({
			resource: 'meeting',
			operation: 'update',
			publicMeetingId: meeting.publicMeetingId,
			updateFields: { status: 'ACTIVE' },
		});
		expect(on.items[0].json.status).toBe('ACTIVE');
		const missing = await run({
			resource: 'meeting',
			operation: 'update',
			publicMeetingId: 'nope',
			updateFields: { status: 'ACTIVE' },
		});
		expect(missing.error?.message).toContain('Meetings answered 404 MEETING_NOT_FOUND');
		expect(missing.error?.description).toMatch(/public meeting ID/);
	});

	test('participant: new (201) with join URL, guest URL and token; the same external ID renews the token (200); an e-mail is invited', async () => {
		const meeting = state().addMeeting({ title: 'Sync' });
		const add = (extra: Record<string, unknown>) =>
			run({
				resource: 'participant',
				operation: 'add',
				publicMeetingId: meeting.publicMeetingId,
				...extra,
			});
		const host = await add({
			preset_name: 'service_meet_host',
			additionalFields: { externalId: 'u-1', name: 'Ada', email: 'ada@example.com' },
		});
		expect(host.items[0].json).toMatchObject({
			created: true,
			tokenRenewed: false,
			guestUrl: `https://meet.example.com/m/${meeting.publicMeetingId}`,
		});
		expect(String(host.items[0].json.url)).toMatch(
			new RegExp(`/m/${meeting.publicMeetingId}\\?p=`),
		);
		const again = await add({
			preset_name: 'service_meet_host',
			additionalFields: { externalId: 'u-1' },
		});
		expect(again.items[0].json).toMatchObject({
			created: false,
			tokenRenewed: true,
			url: host.items[0].json.url,
		});
		expect(again.items[0].json.token).not.toBe(host.items[0].json.token);
		expect(
			requests('POST', '/meetings/{publicMeetingId}/participants').map((r) => [r.status, r.body]),
		).toEqual([
			[
				201,
				{
					preset_name: 'service_meet_host',
					externalId: 'u-1',
					email: 'ada@example.com',
					name: 'Ada',
				},
			],
			[200, { preset_name: 'service_meet_host', externalId: 'u-1' }],
		]);
		expect(state().invitations.map((i) => i.email)).toEqual(['ada@example.com']);
		expect(
			(
				await add({
					preset_name: 'service_meet_guest',
					additionalFields: { email: 'not-an-email' },
				})
			).error?.message,
		).toBe('Email: must be a valid e-mail address (item 0)');
	});

	test('a participant is not retried after a 500 (it may have been added)', async () => {
		const meeting = state().addMeeting({ title: 'Sync' });
		bed.sandbox.failNext('meetings', 500, { method: 'POST' });
		const { error } = await run({
			resource: 'participant',
			operation: 'add',
			publicMeetingId: meeting.publicMeetingId,
			preset_name: 'service_meet_guest',
		});
		expect(error?.message).toContain('Meetings answered 500');
		expect(requests('POST')).toHaveLength(1);
	});

	test('summary: empty until generated; Wait Until Ready polls until it is, and gives up at Max Wait', async () => {
		const meeting = state().addMeeting({ title: 'Retro', language: 'en' });
		const now = await run({
			resource: 'summary',
			operation: 'get',
			publicMeetingId: meeting.publicMeetingId,
		});
		expect(now.items[0].json).toEqual({
			summary: null,
			transcript_url: null,
			language: null,
			ready: false,
		});

		state().readyAfterMs = 1500;
		state().endSession(meeting.publicMeetingId);
		bed.sandbox.clearLog();
		const waited = await run({
			resource: 'summary',
			operation: 'get',
			publicMeetingId: meeting.publicMeetingId,
			waitUntilReady: true,
			maxWait: 10,
			interval: 1,
		});
		expect(waited.items[0].json).toMatchObject({
			summary: expect.stringContaining('Retro'),
			language: 'en',
			ready: true,
		});
		expect(String(waited.items[0].json.transcript_url)).toMatch(/\.txt$/);
		expect(requests('GET').length).toBeGreaterThanOrEqual(2);

		const silent = state().addMeeting({ title: 'Nobody came' });
		const started = Date.now();
		const timeout = await run({
			resource: 'summary',
			operation: 'get',
			publicMeetingId: silent.publicMeetingId,
			waitUntilReady: true,
			maxWait: 2,
			interval: 1,
		});
		expect(timeout.error?.message).toBe(
			`The summary of meeting ${silent.publicMeetingId} was not ready after 2 s (item 0)`,
		);
		expect(Date.now() - started).toBeLessThan(5000);
	});

	test('transcript: TRANSCRIPT_NOT_READY is explained; waiting fetches it; the file downloads into binary data', async () => {
		const meeting = state().addMeeting({ title: 'Demo', language: 'en' });
		state().readyAfterMs = 1500;
		const session = state().endSession(meeting.publicMeetingId);
		const params = {
			resource: 'transcript',
			operation: 'fetch',
			publicMeetingId: meeting.publicMeetingId,
			cfSessionId: session,
		};
		const early = await run(params);
		expect(early.error?.message).toContain('Meetings answered 404 TRANSCRIPT_NOT_READY');
		expect(early.error?.description).toMatch(/has not finished .* turn on Wait Until Ready/);

		const waited = await run({
			...params,
			waitUntilReady: true,
			maxWait: 10,
			interval: 1,
			download: true,
		});
		expect(waited.error).toBeUndefined();
		const [item] = waited.items;
		expect(item.json).toMatchObject({
			success: true,
			fileName: `${session}.txt`,
			mimeType: 'text/plain',
		});
		expect(Buffer.from(item.binary!.data.data, 'base64').toString()).toContain('Host: Welcome');
		const posts = requests(
			'POST',
			'/meetings/{publicMeetingId}/sessions/{cfSessionId}/fetch-transcript',
		);
		expect(
			posts.every((r) => r.body === undefined && r.headers['content-type'] === undefined),
		).toBe(true);
		// The file's storage gets no key.
		expect(requests('GET', '/files/transcripts/{file}')[0].headers['x-api-key']).toBeUndefined();

		const unknown = await run({
			...params,
			cfSessionId: 'sess_none',
			waitUntilReady: true,
			maxWait: 10,
			interval: 1,
		});
		expect(unknown.error?.message).toContain('Meetings answered 404 SESSION_NOT_FOUND');
	});

	test('a wrong key is refused with 401', async () => {
		const { error } = await run(
			{ resource: 'summary', operation: 'get', publicMeetingId: 'x' },
			'wrong',
		);
		expect(error?.message).toContain('Meetings answered 401');
		expect(error?.description).toMatch(/API key is missing or invalid/);
	});
});

describe('BizOps Meetings API credential', () => {
	test('its test reads a meeting that does not exist: a good key is let through (404), a wrong one meets a rule (401)', async () => {
		const { BizOpsMeetingsApi } = await import('../../credentials/BizOpsMeetingsApi.credentials');
		const { test: probe } = new BizOpsMeetingsApi();
		expect(probe.request.ignoreHttpStatusErrors).toBe(true);
		const verdict = async (apiKey: string) => {
			const response = await fetch(
				`${bed.sandbox.baseUrl('meetings')}/public${probe.request.url}`,
				{ headers: { 'x-api-key': apiKey } },
			);
			const body = (await response.json()) as Record<string, unknown>;
			const rule = (probe.rules ?? []).find(
				(r) => r.type === 'responseSuccessBody' && body[r.properties.key] === r.properties.value,
			);
			return [response.status, rule ? 'Error' : 'OK'];
		};
		expect(await verdict(MEETINGS_KEY)).toEqual([404, 'OK']);
		expect(await verdict('not-a-key')).toEqual([401, 'Error']);
	});

	test('the language dropdown offers exactly the 21 documented values', async () => {
		const { LANGUAGES, LANGUAGE_CODES } = await import('../../nodes/Meetings/api');
		expect(LANGUAGE_CODES).toHaveLength(21);
		expect(LANGUAGES.map((l) => l.value).sort()).toEqual([...LANGUAGE_CODES].sort());
	});
});
