import { byId, signageTestbed } from './helpers';

const bed = signageTestbed();

describe('Signage groups', () => {
	test('create with screens, get, get many, update (an empty screen list empties the group), delete', async () => {
		const [a, b] = [bed.screen('A'), bed.screen('B')];
		const { items, error } = await bed.run({
			resource: 'group',
			operation: 'create',
			name: 'Lobby',
			additionalFields: { description: 'Entrance', screen_ids: [a.id, b.id] },
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/groups')[0].body).toEqual({
			name: 'Lobby',
			description: 'Entrance',
			screen_ids: [a.id, b.id],
		});
		const id = String(items[0].json.id);
		expect(a.group_id).toBe(id);
		expect(
			(await bed.run({ resource: 'group', operation: 'get', groupId: byId(id) })).items[0].json,
		).toMatchObject({ name: 'Lobby', screen_ids: [a.id, b.id] });
		bed.state().saveGroup({ name: 'Other' });
		expect(
			(await bed.run({ resource: 'group', operation: 'getAll', returnAll: true })).items.map(
				(i) => i.json.name,
			),
		).toEqual(['Lobby', 'Other']);
		await bed.run({
			resource: 'group',
			operation: 'update',
			groupId: byId(id),
			updateFields: { screen_ids: [] },
		});
		expect(bed.requests('PATCH', '/groups/{group_id}')[0].body).toEqual({ screen_ids: [] });
		expect([a.group_id, b.group_id]).toEqual([null, null]);
		await bed.run({
			resource: 'group',
			operation: 'update',
			groupId: byId(id),
			updateFields: { name: 'Entrance', screen_ids: [b.id] },
		});
		expect(b.group_id).toBe(id);
		expect(
			(await bed.run({ resource: 'group', operation: 'delete', groupId: byId(id) })).items[0].json,
		).toEqual({ id, deleted: true });
		expect(b.group_id).toBeNull();
	});

	test('the same screen twice is refused before any request', async () => {
		const { error } = await bed.run({
			resource: 'group',
			operation: 'create',
			name: 'G',
			additionalFields: { screen_ids: ['scr_1', 'scr_1'] },
		});
		expect(error?.message).toBe(
			'Screen Names or IDs (screen_ids): must not repeat "scr_1" (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});
});
