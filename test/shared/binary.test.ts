import type { IExecuteFunctions } from 'n8n-workflow';

import { binaryBytes, downloadBinary } from '../../nodes/shared/binary';
import { multipartFromBinary } from '../../nodes/shared/multipart';
import type { ApiDefinition } from '../../nodes/shared/transport';
import { apiRequest } from '../../nodes/shared/transport';
import { executeContext } from '../harness/engine';
import type { SandboxInterface } from '../sandbox/server';
import { Sandbox } from '../sandbox/server';
import type { MultipartPart } from '../sandbox/streams';

/** Files out of the API as n8n binary data, and back in from it as multipart. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 250, 251, 252])]);
let received: { contentType: string; parts: MultipartPart[] } | undefined;

const files: SandboxInterface = {
	slug: 'files',
	prefix: '/v1',
	tokens: { 'files-token': { userId: 'u', scopes: [] } },
	error: (_s, code, message) => ({ error: code, message }),
	reset: () => undefined,
	routes: [
		{
			method: 'GET',
			path: '/report.pdf',
			handler: () => ({
				raw: pdf,
				headers: {
					'Content-Type': 'application/pdf',
					'Content-Disposition': 'attachment; filename="Q3 report.pdf"',
				},
			}),
		},
		{
			method: 'POST',
			path: '/upload',
			handler: (req) => {
				received = { contentType: String(req.headers['content-type']), parts: req.parts };
				return { status: 201, body: { ok: true } };
			},
		},
	],
};

const sandbox = new Sandbox([files]);
beforeAll(async () => {
	await sandbox.start();
});
afterAll(async () => {
	await sandbox.stop();
});

const api: ApiDefinition = {
	name: 'Files',
	credentialType: 'bizOpsWorkspaceCrmApi',
	prefix: '/v1',
};
const context = (input: Parameters<typeof executeContext>[1] = [{ json: {} }]) =>
	executeContext(
		{
			type: 'workspaceCrm',
			parameters: {},
			credentials: {
				bizOpsWorkspaceCrmApi: { baseUrl: sandbox.baseUrl('files'), accessToken: 'files-token' },
			},
		},
		input,
	);

test('a download becomes binary data with the file name and type the API gave', async () => {
	const item = await downloadBinary(
		context(),
		api,
		{ method: 'GET', path: '/report.pdf' },
		'data',
		'fallback.bin',
		{ id: 'r1' },
	);
	expect(item.json).toEqual({
		id: 'r1',
		fileName: 'Q3 report.pdf',
		mimeType: 'application/pdf',
		fileSize: expect.any(String),
	});
	expect(item.binary?.data).toMatchObject({
		fileName: 'Q3 report.pdf',
		mimeType: 'application/pdf',
	});
	const ctx = context([item]);
	expect(await ctx.helpers.getBinaryDataBuffer(0, 'data')).toEqual(pdf);
});

test('binary data goes out as a multipart file with the plain fields beside it', async () => {
	const ctx = context();
	const binary = await ctx.helpers.prepareBinaryData(pdf, 'contacts.csv', 'text/csv');
	const upload = context([{ json: {}, binary: { data: binary } }]);
	const form = await multipartFromBinary(upload, 0, 'data', 'file', {
		duplicate_strategy: 'skip',
		skipped: '',
	});
	await apiRequest.call(upload, api, { method: 'POST', path: '/upload', body: form });
	expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/);
	// The sandbox reads the body as a browser's form would be read (test/sandbox/streams.ts).
	expect(
		received!.parts.map(({ name, fileName, contentType, data }) => ({
			name,
			fileName,
			contentType,
			data: data.toString('latin1'),
		})),
	).toEqual([
		{ name: 'duplicate_strategy', data: 'skip' },
		{
			name: 'file',
			fileName: 'contacts.csv',
			contentType: 'text/csv',
			data: pdf.toString('latin1'),
		},
	]);
});

test('a missing binary property is a clear error', async () => {
	await expect(multipartFromBinary(context(), 0, 'data', 'file')).rejects.toThrow(/data/);
});

test("a file's size is known on n8n 1.x too, whose binary data has no `bytes`: from the item's data, or from the stored file's metadata", async () => {
	const ctx = context();
	const { bytes, ...asOn1x } = await ctx.helpers.prepareBinaryData(pdf, 'a.pdf', 'application/pdf');
	expect(bytes).toBe(pdf.length);
	expect(await binaryBytes(ctx, asOn1x)).toBe(pdf.length);
	// Stored on disk (filesystem mode): the item holds an id; n8n keeps the size in the metadata.
	const stored = { ...asOn1x, id: 'filesystem-v2:workflows/1/executions/1/binary_data/f' };
	const asked: string[] = [];
	const disk = {
		helpers: {
			getBinaryMetadata: async (id: string) => {
				asked.push(id);
				return { fileSize: 123456 };
			},
		},
	} as unknown as IExecuteFunctions;
	expect(await binaryBytes(disk, stored)).toBe(123456);
	expect(asked).toEqual([stored.id]);
});
