/**
 * npm run bench:files: a large file through the real n8n (the pinned 2.40.7 with the built pack),
 * with n8n keeping binary data on disk (N8N_DEFAULT_BINARY_DATA_MODE=filesystem). Up: a file read
 * from disk and uploaded with Signage → Media → Upload. Down: Invoicing → Invoice → Download PDF
 * of a file the sandbox generates as it streams, written to disk. Next to each, n8n's HTTP Request
 * node doing the same (the anchor). While each runs, n8n's resident memory (VmRSS of its process,
 * from /proc) is sampled every 100 ms; printed: peak over idle, time, throughput, and the SHA-256
 * at the far end. Targets (issue 28): peak growth at most 100 MB each way; throughput within
 * 1.2 x the HTTP Request node's. BENCH_FILE_MB sets the size (default 1024). Prints; never fails.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

import { N8nClient, callWebhook } from '../test/harness/n8nClient';
import { CACHE_DIR } from '../scripts/n8n/toolchain';
import { SandboxClient } from '../test/e2e/interfaces';
import { INVOICING_TOKENS } from '../test/sandbox/invoicing';
import { SIGNAGE_TOKENS } from '../test/sandbox/signage';
import type { GeneratedFile } from '../test/sandbox/streams';
import { generatedBytes, generatedSha256 } from '../test/sandbox/streams';
import { benchStack, sandboxControl } from './workflows';

const SIZE = Number(process.env.BENCH_FILE_MB ?? 1024) * 1024 * 1024;
const MB = 1024 * 1024;

/** VmRSS of a process in bytes, from /proc */
const rssOf = (pid: number) =>
	Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const sha256Of = async (file: string) => {
	const hash = createHash('sha256');
	for await (const chunk of createReadStream(file)) hash.update(chunk);
	return hash.digest('hex');
};

interface Figure {
	name: string;
	ms: number;
	peakOverIdle: number;
	sha256: string;
	expected: string;
}

async function main() {
	const home = path.join(CACHE_DIR, 'bench-files');
	const files = path.join(home, 'files');
	const stack = await benchStack('bench-files', {
		n8nEnv: { N8N_DEFAULT_BINARY_DATA_MODE: 'filesystem', N8N_RESTRICT_FILE_ACCESS_TO: files },
	});
	try {
		mkdirSync(files, { recursive: true });
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		const control = sandboxControl(stack.sandboxUrl);

		// The file to upload, written once: the sandbox's generator, so its hash is known.
		const source: GeneratedFile = { size: SIZE, seed: 'bench-upload', contentType: 'video/mp4' };
		const sourcePath = path.join(files, 'upload.mp4');
		await pipeline(Readable.from(generatedBytes(source)), createWriteStream(sourcePath));
		const uploadSha = generatedSha256(source);

		const signage = {
			baseUrl: sandbox.baseUrl('signage'),
			token: SIGNAGE_TOKENS.full,
			media: `${sandbox.baseUrl('signage')}/grid/v1/media`,
		};
		const invoicing = { baseUrl: sandbox.baseUrl('invoicing'), token: INVOICING_TOKENS.full };
		const signageCredential = await n8n.createCredential({
			name: 'Signage',
			type: 'bizOpsSignageApi',
			data: { baseUrl: signage.baseUrl, accessToken: signage.token },
		});
		const invoicingCredential = await n8n.createCredential({
			name: 'Invoicing',
			type: 'bizOpsInvoicingApi',
			data: { baseUrl: invoicing.baseUrl, accessToken: invoicing.token },
		});

		/** A published workflow: webhook → the given nodes in a row; returns one run's time in ms. */
		let workflows = 0;
		const workflow = async (steps: Array<Record<string, unknown>>) => {
			const webhookPath = `bench-files-${++workflows}`;
			const nodes = [
				{
					name: 'In',
					type: 'n8n-nodes-base.webhook',
					typeVersion: 2,
					webhookId: randomUUID(),
					parameters: {
						httpMethod: 'POST',
						path: webhookPath,
						responseMode: 'lastNode',
						responseData: 'noData',
					},
				},
				...steps.map((step, i) => ({ name: `Step ${i + 1}`, ...step })),
			].map((node, i) => ({ ...node, position: [i * 240, 0] }));
			const created = await n8n.createWorkflow({
				name: `bench: ${webhookPath}`,
				nodes,
				connections: Object.fromEntries(
					nodes
						.slice(0, -1)
						.map((node, i) => [
							node.name,
							{ main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] },
						]),
				),
			});
			await n8n.api('POST', `/workflows/${created.id}/publish`);
			return async () => {
				const response = await callWebhook(`${stack.n8nUrl}/webhook/${webhookPath}`, {
					method: 'POST',
				});
				if (!response.ok)
					throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
				const { data } = await n8n.api(
					'GET',
					`/executions?workflowId=${created.id}&limit=1&includeData=true`,
				);
				const runData = data[0].data.resultData.runData as Record<string, any[]>;
				const failed = Object.values(runData).find((runs) => runs[0].error);
				if (failed) throw new Error(`a node failed: ${failed[0].error.message}`);
				return Object.values(runData).reduce((ms, runs) => ms + runs[0].executionTime, 0);
			};
		};

		/** Runs `work` while sampling n8n's memory every 100 ms: its time and its peak over idle. */
		const sampled = async (name: string, work: () => Promise<number>) => {
			const pid = stack.n8nPid!;
			await new Promise((resolve) => setTimeout(resolve, 2000));
			const idle = rssOf(pid);
			let peak = idle;
			const timer = setInterval(() => {
				peak = Math.max(peak, rssOf(pid));
			}, 100);
			try {
				const ms = await work();
				return { name, ms, peakOverIdle: peak - idle };
			} finally {
				clearInterval(timer);
			}
		};

		const readFile = {
			type: 'n8n-nodes-base.readWriteFile',
			typeVersion: 1,
			parameters: { operation: 'read', fileSelector: sourcePath },
		};
		const writeFile = (target: string) => ({
			type: 'n8n-nodes-base.readWriteFile',
			typeVersion: 1,
			parameters: { operation: 'write', fileName: target, dataPropertyName: 'data' },
		});
		const lastUpload = async () => {
			const { data } = (await (await control('GET', '/uploads')).json()) as {
				data: Array<{ size: number; sha256: string }>;
			};
			return data[data.length - 1];
		};
		const results: Figure[] = [];

		// Up: ours, then the anchor.
		const uploadOurs = await workflow([
			readFile,
			{
				type: 'n8n-nodes-bizops.signage',
				typeVersion: 1,
				parameters: { resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
				credentials: { bizOpsSignageApi: signageCredential },
			},
		]);
		const uploadAnchor = await workflow([
			readFile,
			{
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				parameters: {
					method: 'POST',
					url: signage.media,
					sendHeaders: true,
					headerParameters: {
						parameters: [{ name: 'Authorization', value: `Bearer ${signage.token}` }],
					},
					sendBody: true,
					contentType: 'multipart-form-data',
					bodyParameters: {
						parameters: [
							{ parameterType: 'formBinaryData', name: 'file', inputDataFieldName: 'data' },
						],
					},
				},
			},
		]);
		for (const [name, run] of [
			['upload: Signage → Media → Upload', uploadOurs],
			['upload: HTTP Request node (anchor)', uploadAnchor],
		] as const) {
			const figure = await sampled(name, run);
			const far = await lastUpload();
			results.push({
				...figure,
				sha256: far.size === SIZE ? far.sha256 : `${far.size} bytes`,
				expected: uploadSha,
			});
		}

		// Down: a generated file the size of the upload, ours then the anchor.
		const download: GeneratedFile = {
			size: SIZE,
			seed: 'bench-download',
			contentType: 'application/pdf',
		};
		const pdfPath = `${new URL(invoicing.baseUrl).pathname}/v1/invoicing/invoices/inv_bench/pdf`;
		await control('POST', '/files', { path: pdfPath, ...download });
		const downloadSha = generatedSha256(download);
		const oursTarget = path.join(files, 'download-ours.pdf');
		const anchorTarget = path.join(files, 'download-anchor.pdf');
		const downloadOurs = await workflow([
			{
				type: 'n8n-nodes-bizops.invoicing',
				typeVersion: 1,
				parameters: {
					resource: 'invoice',
					operation: 'downloadPdf',
					invoiceId: { __rl: true, mode: 'id', value: 'inv_bench' },
				},
				credentials: { bizOpsInvoicingApi: invoicingCredential },
			},
			writeFile(oursTarget),
		]);
		const downloadAnchor = await workflow([
			{
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				parameters: {
					url: `${stack.sandboxUrl}${pdfPath}`,
					sendHeaders: true,
					headerParameters: {
						parameters: [{ name: 'Authorization', value: `Bearer ${invoicing.token}` }],
					},
					options: { response: { response: { responseFormat: 'file' } } },
				},
			},
			writeFile(anchorTarget),
		]);
		for (const [name, run, target] of [
			['download: Invoicing → Download PDF', downloadOurs, oursTarget],
			['download: HTTP Request node (anchor)', downloadAnchor, anchorTarget],
		] as const) {
			const figure = await sampled(name, run);
			results.push({ ...figure, sha256: await sha256Of(target), expected: downloadSha });
			rmSync(target, { force: true });
		}

		console.log(
			`\n${SIZE / MB} MiB each way, n8n 2.40.7 in filesystem binary mode; RSS of n8n's process sampled every 100 ms\n`,
		);
		const row = (cells: string[]) => console.log(cells.map((c) => c.padEnd(40)).join(''));
		row(['case', 'time (s)', 'MiB/s', 'peak RSS over idle (MB)', 'SHA-256 at the far end']);
		for (const r of results)
			row([
				r.name,
				(r.ms / 1000).toFixed(1),
				(SIZE / MB / (r.ms / 1000)).toFixed(1),
				(r.peakOverIdle / 1e6).toFixed(1),
				r.sha256 === r.expected ? 'matches' : `differs (${r.sha256})`,
			]);
		const [upOurs, upAnchor, downOurs, downAnchor] = results;
		console.log(
			`\nTargets: peak growth <= 100 MB each way (up ${(upOurs.peakOverIdle / 1e6).toFixed(1)}, down ${(downOurs.peakOverIdle / 1e6).toFixed(1)}); time within 1.2 x the anchor's (up ${(upOurs.ms / upAnchor.ms).toFixed(2)}, down ${(downOurs.ms / downAnchor.ms).toFixed(2)}).\n`,
		);
	} finally {
		await stack.stop();
		rmSync(files, { recursive: true, force: true });
	}
}

main().catch((error) => {
	console.error('benchmark failed:', error);
	process.exitCode = 1;
});
