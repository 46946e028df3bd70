import { byId, file, signageTestbed } from './helpers';

const bed = signageTestbed();

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('Signage media', () => {
	test('upload sends the binary file as multipart with its name and MIME type, plus name, folder and tags[]; the bytes arrive intact', async () => {
		const { items, error } = await bed.run(
			{
				resource: 'media',
				operation: 'upload',
				binaryPropertyName: 'picture',
				additionalFields: { name: 'Summer menu', folder_id: 'fld_1', tags: 'menu, summer' },
			},
			[{}],
			{ binary: [{ picture: file(PNG, 'summer.png', 'image/png') }] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			name: 'Summer menu',
			file_name: 'summer.png',
			type: 'image',
			mime_type: 'image/png',
			folder_id: 'fld_1',
			tags: ['menu', 'summer'],
			size: PNG.length,
		});
		const id = String(items[0].json.id);
		expect(bed.state().files.get(id)!.equals(PNG)).toBe(true);
		expect(String(bed.requests('POST', '/media')[0].headers['content-type'])).toMatch(
			/^multipart\/form-data; boundary=/,
		);
	});

	test('a video upload without extra fields is named after its file', async () => {
		const { items } = await bed.run(
			{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
			[{}],
			{ binary: [{ data: file('....', 'intro.mp4', 'video/mp4') }] },
		);
		expect(items[0].json).toMatchObject({
			name: 'intro.mp4',
			type: 'video',
			tags: [],
			folder_id: null,
		});
	});

	test('a file that is neither image nor video is refused before the upload', async () => {
		const { error } = await bed.run(
			{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
			[{}],
			{ binary: [{ data: file('a,b', 'list.csv', 'text/csv') }] },
		);
		expect(error?.message).toBe(
			'Input Binary Field (binaryPropertyName): must hold an image or a video; its file is text/csv (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});

	test('the simulated service itself refuses a file of another type with 422 and its details', async () => {
		const response = await fetch(`${bed.sandbox.baseUrl('signage')}/grid/v1/media`, {
			method: 'POST',
			headers: { authorization: 'Bearer signage-full-token' },
			body: (() => {
				const form = new FormData();
				form.append('file', new Blob(['a,b'], { type: 'text/csv' }), 'list.csv');
				return form;
			})(),
		});
		expect([response.status, await response.json()]).toEqual([
			422,
			{
				error: 'validation_error',
				message: 'file: unsupported file type text/csv: images and videos only',
				details: [
					{
						field: 'file',
						code: 'invalid',
						message: 'unsupported file type text/csv: images and videos only',
					},
				],
			},
		]);
	});

	test('upload without the binary property fails naming it, before any request', async () => {
		const { error } = await bed.run({
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'picture',
		});
		expect(error?.message).toContain("'picture'");
		expect(bed.requests()).toHaveLength(0);
	});

	test('get many by type, folder, file-name search and tag; get; update', async () => {
		const a = bed.media('image', { fileName: 'beach.png', folder_id: 'f1', tags: ['summer'] });
		const b = bed.media('video', { fileName: 'beach.mp4', folder_id: 'f1', tags: ['summer'] });
		bed.media('image', { fileName: 'snow.png', folder_id: 'f2', tags: ['winter'] });
		const ids = async (filters: Record<string, unknown>) =>
			(
				await bed.run({ resource: 'media', operation: 'getAll', returnAll: true, filters })
			).items.map((i) => i.json.id);
		expect(await ids({ type: 'video' })).toEqual([b.id]);
		expect(await ids({ folder_id: 'f1', search: 'beach' })).toEqual([a.id, b.id]);
		expect(await ids({ tag: 'summer', type: 'image' })).toEqual([a.id]);
		expect(bed.requests('GET', '/media').at(-1)!.query).toEqual({
			tag: 'summer',
			type: 'image',
			page: '1',
			per_page: '100',
		});

		const got = await bed.run({ resource: 'media', operation: 'get', mediaId: byId(a.id) });
		expect(got.items[0].json).toMatchObject({ id: a.id, file_name: 'beach.png' });
		const updated = await bed.run({
			resource: 'media',
			operation: 'update',
			mediaId: byId(a.id),
			updateFields: { name: 'Beach', tags: 'summer, sea' },
		});
		expect(bed.requests('PATCH', '/media/{media_id}')[0].body).toEqual({
			name: 'Beach',
			tags: ['summer', 'sea'],
		});
		expect(updated.items[0].json).toMatchObject({ name: 'Beach', tags: ['summer', 'sea'] });
	});

	test('delete: 409 while an active playlist uses the media, with a hint naming Force; Force deletes it anyway', async () => {
		const image = bed.media();
		const playlist = bed
			.state()
			.savePlaylist({ name: 'Playing', items: [{ media_id: image.id, duration: 5 }] });
		bed.screen('Lobby').current_playlist_id = playlist.id;

		const refused = await bed.run({
			resource: 'media',
			operation: 'delete',
			mediaId: byId(image.id),
		});
		expect(refused.error?.httpCode).toBe('409');
		expect(refused.error?.message).toBe(
			'Signage answered 409 media_in_use: The media is used in an active playlist or layout (Playing)',
		);
		expect(refused.error?.description).toMatch(/turn on the Force option/);
		expect(bed.requests('DELETE')).toHaveLength(1);
		expect(bed.requests('DELETE')[0].query).toEqual({});

		const forced = await bed.run({
			resource: 'media',
			operation: 'delete',
			mediaId: byId(image.id),
			force: true,
		});
		expect(forced.items[0].json).toEqual({ id: image.id, deleted: true });
		expect(bed.requests('DELETE')[1].query).toEqual({ force: 'true' });
		expect([bed.state().media.has(image.id), playlist.items]).toEqual([false, []]);
	});

	test('delete: a layout using the media also blocks it; unused media goes without Force', async () => {
		const used = bed.media();
		bed.state().saveLayout({
			name: 'L',
			resolution: '1920x1080',
			zones: [
				{ x: 0, y: 0, width: '100%', height: '100%', content_type: 'media', content_id: used.id },
			],
		});
		expect(
			(await bed.run({ resource: 'media', operation: 'delete', mediaId: byId(used.id) })).error
				?.httpCode,
		).toBe('409');
		const free = bed.media();
		const { error } = await bed.run({
			resource: 'media',
			operation: 'delete',
			mediaId: byId(free.id),
		});
		expect(error).toBeUndefined();
		expect(bed.state().media.has(free.id)).toBe(false);
	});
});
