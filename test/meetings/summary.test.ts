import { meetingsTestbed } from './helpers';

const bed = meetingsTestbed();
const { state, run, requests } = bed;

describe('BizOps Meetings', () => {
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
		bed.sandbox.clearLog();
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
		// Checked at once, then once a second (Interval) until Max Wait: 3 checks, never a stream of them.
		expect(requests('GET').length).toBeGreaterThanOrEqual(2);
		expect(requests('GET').length).toBeLessThanOrEqual(3);
	});
});
