import { byId, signageTestbed } from './helpers';

const bed = signageTestbed();

const zone = (fields: Record<string, unknown> = {}) => ({
	id: 'main',
	x: '0',
	y: '0',
	width: '50%',
	height: '100%',
	content_type: 'playlist',
	content_id: 'pls_1',
	...fields,
});

describe('Signage layouts', () => {
	test('create: zone coordinates go as numbers or percentage strings; get, get many, update, delete', async () => {
		const { items, error } = await bed.run({
			resource: 'layout',
			operation: 'create',
			name: 'Split',
			resolution: '1920x1080',
			zones: {
				zone: [
					zone(),
					zone({
						id: 'side',
						x: '960',
						y: '12.5',
						width: '50%',
						height: '100%',
						content_type: 'media',
						content_id: 'med_1',
					}),
				],
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/layouts')[0].body).toEqual({
			name: 'Split',
			resolution: '1920x1080',
			zones: [
				{
					id: 'main',
					x: 0,
					y: 0,
					width: '50%',
					height: '100%',
					content_type: 'playlist',
					content_id: 'pls_1',
				},
				{
					id: 'side',
					x: 960,
					y: 12.5,
					width: '50%',
					height: '100%',
					content_type: 'media',
					content_id: 'med_1',
				},
			],
		});
		const id = String(items[0].json.id);
		expect(
			(await bed.run({ resource: 'layout', operation: 'get', layoutId: byId(id) })).items[0].json,
		).toMatchObject({ id, name: 'Split' });
		bed.state().saveLayout({ name: 'Full', resolution: '1080x1920' });
		expect(
			(
				await bed.run({ resource: 'layout', operation: 'getAll', returnAll: false, limit: 1 })
			).items.map((i) => i.json.id),
		).toEqual([id]);
		expect(
			(await bed.run({ resource: 'layout', operation: 'getAll', returnAll: true })).items,
		).toHaveLength(2);
		const updated = await bed.run({
			resource: 'layout',
			operation: 'update',
			layoutId: byId(id),
			updateFields: { resolution: '3840x2160' },
		});
		expect(bed.requests('PATCH', '/layouts/{layout_id}')[0].body).toEqual({
			resolution: '3840x2160',
		});
		expect(updated.items[0].json).toMatchObject({ resolution: '3840x2160', name: 'Split' });
		expect(
			(await bed.run({ resource: 'layout', operation: 'delete', layoutId: byId(id) })).items[0]
				.json,
		).toEqual({ id, deleted: true });
		expect(bed.state().layouts.has(id)).toBe(false);
	});

	test('checked before any request: resolution as WxH, coordinates as numbers or 0-100%', async () => {
		const create = (resolution: string, zones: unknown[]) =>
			bed.run({
				resource: 'layout',
				operation: 'create',
				name: 'L',
				resolution,
				zones: { zone: zones },
			});
		expect((await create('1920*1080', [])).error?.message).toBe(
			'Resolution: must be width x height in pixels, e.g. 1920x1080 (item 0)',
		);
		expect((await create('0x1080', [])).error?.message).toBe(
			'Resolution: must be width x height in pixels, e.g. 1920x1080 (item 0)',
		);
		const rule = 'must be a number, e.g. 640, or a percentage from 0% to 100%, e.g. 50% (item 0)';
		expect((await create('1920x1080', [zone({ width: '120%' })])).error?.message).toBe(
			`Zones › Width (zones[0].width): ${rule}`,
		);
		expect((await create('1920x1080', [zone(), zone({ x: '-5' })])).error?.message).toBe(
			`Zones › X (zones[1].x): ${rule}`,
		);
		expect((await create('1920x1080', [zone({ height: 'half' })])).error?.message).toBe(
			`Zones › Height (zones[0].height): ${rule}`,
		);
		expect((await create('1920x1080', [zone({ y: '' })])).error?.message).toBe(
			`Zones › Y (zones[0].y): ${rule}`,
		);
		expect(bed.requests()).toHaveLength(0);
	});
});
