import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData, INodeParameters } from 'n8n-workflow';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { runNode } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { INVOICING_TOKENS } from '../sandbox/invoicing';
import { SIGNAGE_TOKENS } from '../sandbox/signage';
import type { GeneratedFile } from '../sandbox/streams';
import { KEPT_BYTES, generatedBytes, generatedSha256 } from '../sandbox/streams';

/**
 * Files larger than any buffer the pack may hold move through the engine with n8n keeping binary
 * data on disk (its default outside queue mode): read and written in chunks, byte-exact at the
 * far end. LARGE_FILE_MB sets the size (default 96 MiB: several times every chunk and buffer).
 */
const SIZE = Number(process.env.LARGE_FILE_MB ?? 96) * 1024 * 1024;
/** No single read of the stored file may be larger: a whole file in memory would be one read */
const LARGEST_READ = 1024 * 1024;

const bed = useSandbox();
const storage = mkdtempSync(path.join(tmpdir(), 'bizops-binary-'));
const service = new BinaryDataService(
	{ mode: 'filesystem', localStoragePath: storage } as never,
	{ error: () => undefined } as never,
	{ info: () => undefined } as never,
);
const reads: number[] = [];
let wholeReads = 0;
let opened = 0;

beforeAll(async () => {
	await service.init();
	// Every read of a stored file is counted, in chunks as it streams, or whole.
	const asStream = service.getAsStream.bind(service);
	service.getAsStream = async (id, chunkSize) => {
		opened++;
		const stream = await asStream(id, chunkSize);
		return Readable.from(
			(async function* () {
				for await (const chunk of stream as AsyncIterable<Buffer>) {
					reads.push(chunk.length);
					yield chunk;
				}
			})(),
		);
	};
	const asBuffer = service.getAsBuffer.bind(service);
	service.getAsBuffer = async (binary) => {
		wholeReads++;
		return await asBuffer(binary);
	};
	Container.set(BinaryDataService, service);
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));
beforeEach(() => {
	reads.length = 0;
	wholeReads = 0;
	opened = 0;
});

/** A generated file put in n8n's binary store, as a node before the upload would leave it */
const storedFile = async (file: GeneratedFile, fileName: string) =>
	await service.store(
		{ type: 'execution', workflowId: 'test-workflow', executionId: 'test-execution' },
		Readable.from(generatedBytes(file)),
		{ data: '', mimeType: file.contentType ?? 'video/mp4', fileName },
	);

/** Signage → Media → Upload of a stored file, through the engine */
const upload = async (stored: IBinaryData) =>
	await runNode(
		{
			type: 'signage',
			parameters: { resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
			credentials: {
				bizOpsSignageApi: {
					baseUrl: bed.sandbox.baseUrl('signage'),
					accessToken: SIGNAGE_TOKENS.full,
				},
			},
		},
		[{}],
		[{ data: stored }],
	);

async function sha256OfStored(binary: IBinaryData) {
	const hash = createHash('sha256');
	for await (const chunk of createReadStream(service.getPath(binary.id!))) hash.update(chunk);
	return hash.digest('hex');
}

test('an upload of a large file streams from the binary store to the service, byte-exact', async () => {
	const file: GeneratedFile = { size: SIZE, seed: 'upload', contentType: 'video/mp4' };
	const stored = await storedFile(file, 'launch.mp4');
	const run = await upload(stored);
	expect(run.error).toBeUndefined();
	expect(run.items[0].json).toMatchObject({ file_name: 'launch.mp4', size: SIZE });
	// At the far end: every byte, in order (the sandbox counts and hashes as the body streams in).
	expect(bed.sandbox.uploads).toEqual([
		{
			path: expect.stringMatching(/\/media$/),
			name: 'file',
			fileName: 'launch.mp4',
			size: SIZE,
			sha256: generatedSha256(file),
		},
	]);
	// Here: the file was read in chunks, never whole.
	expect(wholeReads).toBe(0);
	expect(reads.reduce((sum, n) => sum + n, 0)).toBe(SIZE);
	expect(Math.max(...reads)).toBeLessThanOrEqual(LARGEST_READ);
	// And the sandbox itself kept only the start of it.
	expect(bed.interfaces.signage.state.files.get(String(run.items[0].json.id))!.length).toBe(
		KEPT_BYTES,
	);
});

const invoicing = (parameters: INodeParameters) =>
	runNode({
		type: 'invoicing',
		parameters,
		credentials: {
			bizOpsInvoicingApi: {
				baseUrl: bed.sandbox.baseUrl('invoicing'),
				accessToken: INVOICING_TOKENS.full,
			},
		},
	});
const pdfPath = (id: string) =>
	`${new URL(bed.sandbox.baseUrl('invoicing')).pathname}/v1/invoicing/invoices/${id}/pdf`;

test('a download of a large file streams from the service into the binary store, byte-exact', async () => {
	const file: GeneratedFile = { size: SIZE, seed: 'download', contentType: 'application/pdf' };
	bed.sandbox.generatedFiles.set(pdfPath('inv_large'), file);
	const run = await invoicing({
		resource: 'invoice',
		operation: 'downloadPdf',
		invoiceId: { __rl: true, mode: 'id', value: 'inv_large' },
	});
	expect(run.error).toBeUndefined();
	const binary = run.items[0].binary!.data;
	// Kept on disk by n8n (an id, no bytes in the item), all of it and the same bytes.
	expect(binary).toMatchObject({ mimeType: 'application/pdf', bytes: SIZE, data: 'filesystem-v2' });
	expect(await sha256OfStored(binary)).toBe(generatedSha256(file));
});

test('a download cut short is an error, never a shorter file', async () => {
	bed.sandbox.generatedFiles.set(pdfPath('inv_cut'), {
		size: 8 * 1024 * 1024,
		seed: 'cut',
		cutAt: 3 * 1024 * 1024,
	});
	const run = await invoicing({
		resource: 'invoice',
		operation: 'downloadPdf',
		invoiceId: { __rl: true, mode: 'id', value: 'inv_cut' },
	});
	expect(run.items).toEqual([]);
	expect(run.error?.message).toMatch(/^Invoicing: the download of inv_cut\.pdf was cut short: /);
	expect(run.error?.description).toBe(
		'No file was output. Run the item again to download it anew.',
	);
});

test('an upload whose connection breaks midway says the file may be partly received, and is not sent again', async () => {
	const file: GeneratedFile = { size: 16 * 1024 * 1024, seed: 'broken', contentType: 'video/mp4' };
	const stored = await storedFile(file, 'broken.mp4');
	const mediaPath = `${new URL(bed.sandbox.baseUrl('signage')).pathname}/grid/v1/media`;
	bed.sandbox.droppedUploads.set(mediaPath, 4 * 1024 * 1024);
	const run = await upload(stored);
	expect(run.error?.message).toMatch(
		/^Signage: the connection ended before an answer to POST .*\/media: .*: the request may have reached the service \(the file may be partly received\)$/,
	);
	expect(bed.interfaces.signage.state.media.size).toBe(0);
	// One attempt: the stored file was opened once.
	expect(opened).toBe(1);
});
