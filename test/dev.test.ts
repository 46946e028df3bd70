import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { syncPack } from '../scripts/n8n/dev';

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
