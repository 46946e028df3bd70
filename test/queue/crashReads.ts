/**
 * What the crash run reads from n8n while its processes come and go: every execution of a
 * workflow, tried again while main restarts, and a wait until none is unfinished.
 */
import type { Execution } from '../harness/n8nClient';
import { n8n } from '../e2e/templateSandbox';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries `work` until it resolves (n8n's API is down while its main process restarts) */
export async function persist<T>(work: () => Promise<T>, seconds = 300): Promise<T> {
	const deadline = Date.now() + seconds * 1000;
	for (;;) {
		try {
			return await work();
		} catch (error) {
			if (Date.now() > deadline) throw error;
			await sleep(2000);
		}
	}
}

/** Every execution of the workflow with its data (the public API pages by cursor) */
export async function allExecutions(workflowId: string): Promise<Execution[]> {
	const all: Execution[] = [];
	let cursor = '';
	do {
		const page = await n8n.api<{ data: Execution[]; nextCursor?: string | null }>(
			'GET',
			`/executions?workflowId=${workflowId}&includeData=true&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
		);
		all.push(...page.data);
		cursor = page.nextCursor ?? '';
	} while (cursor);
	return all;
}

export const UNFINISHED = ['new', 'running', 'unknown'];

/** Waits until no execution of the workflows is unfinished for 10 s in a row (at most 4 minutes) */
export async function settled(workflowIds: string[]) {
	const deadline = Date.now() + 240_000;
	let quietSince = Date.now();
	while (Date.now() < deadline) {
		const unfinished = await persist(async () => {
			let count = 0;
			for (const id of workflowIds)
				count += (await allExecutions(id)).filter((e) =>
					UNFINISHED.includes(String(e.status)),
				).length;
			return count;
		});
		if (unfinished > 0) quietSince = Date.now();
		else if (Date.now() - quietSince > 10_000) return;
		await sleep(3000);
	}
}
