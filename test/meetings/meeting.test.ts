import { LANGUAGES as DOCUMENTED_LANGUAGES, MEETINGS_KEY } from '../sandbox/meetings';
import { PACKAGE, packNodes } from '../harness/pack';
import { meetingsTestbed } from './helpers';

const bed = meetingsTestbed();
const { state, run, requests } = bed;

/** Meeting → Create's Transcription Language as the editor gets it. */
const languageParameter = () =>
	packNodes[`${PACKAGE}.meetings`].description.properties.find(
		(p) => p.name === 'language' && p.displayOptions?.show?.operation?.includes('create'),
	)!;

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
		).toMatch(/^Transcription Language \(language\): must be one of nl, en, en-AU/);
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
});

describe('BizOps Meetings API credential', () => {
	test('the language dropdown offers exactly the 21 documented values', async () => {
		const LANGUAGE_CODES = DOCUMENTED_LANGUAGES;
		const LANGUAGES = (languageParameter().options ?? []).filter(
			(l) => 'value' in l && l.value !== '',
		) as Array<{ value: string }>;
		expect(LANGUAGE_CODES).toHaveLength(21);
		expect(LANGUAGES.map((l) => l.value).sort()).toEqual([...LANGUAGE_CODES].sort());
	});
});
