import { meetingsTestbed } from './helpers';

const bed = meetingsTestbed();
const { state, run, requests } = bed;

describe('BizOps Meetings', () => {
	test('transcript: TRANSCRIPT_NOT_READY is explained; waiting fetches it; the file downloads into binary data', async () => {
		const meeting = state().addMeeting({ title: 'Demo', language: 'en' });
		// Not ready while the first run asks, however slow the machine.
		state().readyAfterMs = 3_600_000;
		const endedAt = Date.now();
		const session = state().endSession(meeting.publicMeetingId, endedAt);
		const params = {
			resource: 'transcript',
			operation: 'fetch',
			publicMeetingId: meeting.publicMeetingId,
			cfSessionId: session,
		};
		const early = await run(params);
		expect(early.error?.message).toContain('Meetings answered 404 TRANSCRIPT_NOT_READY');
		expect(early.error?.description).toMatch(/has not finished .* turn on Wait Until Ready/);

		// Ready about a second into the waiting run.
		state().readyAfterMs = Date.now() - endedAt + 1000;
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

	test("a download the transcript's storage refuses (an expired URL) says to fetch a fresh one; no answer at all is reported as such", async () => {
		const meeting = state().addMeeting({ title: 'Demo', language: 'en' });
		state().readyAfterMs = 0;
		const params = {
			resource: 'transcript',
			operation: 'fetch',
			publicMeetingId: meeting.publicMeetingId,
			cfSessionId: state().endSession(meeting.publicMeetingId, Date.now() - 1000),
			download: true,
		};
		bed.sandbox.failNext('meetings', 403, { method: 'GET' });
		const expired = await run(params);
		expect(expired.error?.message).toMatch(/^Meetings: could not download the transcript from /);
		expect(expired.error?.description).toMatch(/The transcript URL may have expired/);

		// The storage's address does not answer (nothing listens there): the transport's own error.
		state().fileHost = '127.0.0.1:9';
		const unreachable = await run(params);
		// (n8n words a refused connection itself: "The service refused the connection ...")
		expect(unreachable.error?.message).toMatch(/refused the connection/);
		expect(unreachable.error?.description).not.toMatch(/expired/);
	});
});
