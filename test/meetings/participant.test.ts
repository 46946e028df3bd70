import { meetingsTestbed } from './helpers';

const bed = meetingsTestbed();
const { state, run, requests } = bed;

describe('BizOps Meetings', () => {
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
});
