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
