import { salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();
describe('Sales CRM activity', () => {
	test('create, get, update and get many with contact, deal, type and date filters', async () => {
		const { deals } = bed.state().seed({ deals: 1 });
		const contact = bed.state().addContact({ name: 'Ada' });
		const { items, error } = await bed.run({
			resource: 'activity',
			operation: 'create',
			type: 'call',
			subject: 'Intro call',
			additionalFields: {
				contact_id: contact.id,
				deal_id: deals[0].id,
				duration_minutes: 15,
				completed: true,
				description: 'Went well',
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/activities')[0].body).toEqual({
			type: 'call',
			subject: 'Intro call',
			contact_id: contact.id,
			deal_id: deals[0].id,
			duration_minutes: 15,
			completed: true,
			description: 'Went well',
		});
		const id = items[0].json.id as string;
		expect(
			(await bed.run({ resource: 'activity', operation: 'get', activityId: id })).items[0].json,
		).toMatchObject({ subject: 'Intro call' });
		const updated = await bed.run({
			resource: 'activity',
			operation: 'update',
			activityId: id,
			updateFields: { completed: false },
		});
		expect(updated.items[0].json.completed).toBe(false);
		await bed.run({ resource: 'activity', operation: 'create', type: 'note', subject: 'Other' });

		const listed = await bed.run({
			resource: 'activity',
			operation: 'getAll',
			returnAll: true,
			filters: {
				contact_id: contact.id,
				deal_id: deals[0].id,
				type: 'call',
				from: '2020-01-01T00:00:00Z',
				to: '2100-01-01',
			},
		});
		expect(listed.items.map((i) => i.json.id)).toEqual([id]);
		expect(bed.requests('GET', '/activities')[0].query).toMatchObject({
			type: 'call',
			from: '2020-01-01T00:00:00.000Z',
			to: expect.stringMatching(/^2100-01-01T00:00:00/),
		});
	});

	test('an unknown type or a bad date fails before any request', async () => {
		expect(
			(await bed.run({ resource: 'activity', operation: 'create', type: 'fax', subject: 'x' }))
				.error?.message,
		).toBe('Type: must be one of call, email, meeting, note, task (item 0)');
		expect(
			(await bed.run({ resource: 'activity', operation: 'getAll', filters: { from: 'yesterday' } }))
				.error?.message,
		).toContain('From: must be an ISO 8601 date');
		expect(bed.requests()).toHaveLength(0);
	});
});

describe('Activity → Create with Return Existing Instead of Creating', () => {
	const log = (findFirst?: boolean) => ({
		resource: 'activity',
		operation: 'create',
		type: 'meeting',
		subject: '={{ $json.subject }}',
		additionalFields: { deal_id: '={{ $json.deal }}' },
		...(findFirst === undefined ? {} : { findFirst }),
	});
	const posts = () => bed.requests('POST', '/activities');

	test('off (the default): the same subject is logged again', async () => {
		const { deals } = bed.state().seed({ deals: 1 });
		const input = [{ subject: 'Kick-off (meeting m-1)', deal: deals[0].id }];
		await bed.run(log(), input);
		const { error } = await bed.run(log(), input);
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(2);
		expect(bed.requests('GET', '/activities')).toHaveLength(0);
	});

	test("on: the deal's activity with the same subject and type is output, nothing posted", async () => {
		const { deals } = bed.state().seed({ deals: 2 });
		const input = [{ subject: 'Kick-off (meeting m-1)', deal: deals[0].id }];
		const first = await bed.run(log(true), input);
		const again = await bed.run(log(true), input);
		expect(again.error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(again.items[0].json).toEqual(first.items[0].json);
		expect(again.items[0].pairedItem).toEqual({ item: 0 });
		expect(bed.requests('GET', '/activities').at(-1)?.query).toMatchObject({
			type: 'meeting',
			deal_id: deals[0].id,
		});
	});

	test('on: another deal, type or subject (not exactly the same) is created', async () => {
		const { deals } = bed.state().seed({ deals: 2 });
		await bed.run(log(true), [{ subject: 'Kick-off (meeting m-1)', deal: deals[0].id }]);
		const { items, error } = await bed.run(log(true), [
			{ subject: 'Kick-off (meeting m-1)', deal: deals[1].id },
			{ subject: 'kick-off (meeting m-1)', deal: deals[0].id },
			{ subject: 'Kick-off (meeting m-1', deal: deals[0].id },
		]);
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(4);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		const note = await bed.run({ ...log(true), type: 'note' }, [
			{ subject: 'Kick-off (meeting m-1)', deal: deals[0].id },
		]);
		expect(note.items[0].json.type).toBe('note');
		expect(posts()).toHaveLength(5);
	});
});
