import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { syncPack, watchTree } from '../scripts/n8n/dev';

/**
 * `npm run dev` hands n8n the build by copying into n8n's nodes folder only what changed (each
 * write is a reload for n8n's watcher), and removes what the build no longer has. Needs `npm run
 * build`.
 */

const root = path.resolve(__dirname, '..');

test('the first sync copies package.json and dist/; the next copies nothing; a changed or stray file is put right', () => {
	const pack = mkdtempSync(path.join(os.tmpdir(), 'bizops-dev-pack-'));
	try {
		const first = syncPack(pack);
		expect(first).toBeGreaterThan(100);
		const index = path.join(pack, 'dist/index.js');
		expect(readFileSync(index, 'utf8')).toBe(
			readFileSync(path.join(root, 'dist/index.js'), 'utf8'),
		);
		expect(readFileSync(path.join(pack, 'package.json'), 'utf8')).toBe(
			readFileSync(path.join(root, 'package.json'), 'utf8'),
		);
		expect(syncPack(pack)).toBe(0);

		writeFileSync(index, '// edited');
		const stray = path.join(pack, 'dist/nodes/Gone.node.js');
		writeFileSync(stray, '');
		expect(syncPack(pack)).toBe(2);
		expect(readFileSync(index, 'utf8')).toBe(
			readFileSync(path.join(root, 'dist/index.js'), 'utf8'),
		);
		expect(existsSync(stray)).toBe(false);
	} finally {
		rmSync(pack, { recursive: true, force: true });
	}
});

/** Resolves once `changes()` has grown past `seen`, or fails after 5 s. */
async function changedAfter(seen: number, changes: () => number) {
	for (let waited = 0; waited < 5_000 && changes() <= seen; waited += 20)
		await new Promise((resolve) => setTimeout(resolve, 20));
	expect(changes()).toBeGreaterThan(seen);
	await new Promise((resolve) => setTimeout(resolve, 100)); // let the save's other events pass
	return changes();
}

test('every save is seen: a file saved by writing a copy and renaming it over (vim, git checkout), again and again, and a file in a new folder', async () => {
	const tree = mkdtempSync(path.join(os.tmpdir(), 'bizops-dev-watch-'));
	const file = path.join(tree, 'Node.node.ts');
	writeFileSync(file, '1');
	let changes = 0;
	const stop = watchTree([tree], () => changes++);
	try {
		let seen = 0;
		for (const content of ['2', '3', '4']) {
			writeFileSync(`${file}.swp`, content);
			renameSync(`${file}.swp`, file);
			seen = await changedAfter(seen, () => changes);
		}
		mkdirSync(path.join(tree, 'New'));
		seen = await changedAfter(seen, () => changes);
		writeFileSync(path.join(tree, 'New/New.node.ts'), '1');
		await changedAfter(seen, () => changes);
	} finally {
		stop();
		rmSync(tree, { recursive: true, force: true });
	}
});
