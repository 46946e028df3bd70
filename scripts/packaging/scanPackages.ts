import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { releasePackages } from './packages';
import { packTarball } from './tarball';

/**
 * `npm run scan` (after `npm run build`): the two lint legs of n8n's community-package scanner
 * (`@n8n/scan-community-package`, the gate of n8n's verified catalogue) on all twelve packages,
 * the all-in-one and the eleven per-service ones, as it runs them on a published package:
 * - the source leg: the folder whose package.json declares the package's name (where the scanner
 *   looks in the commit the package's provenance names), its package.json and its `nodes/` and
 *   `credentials/` sources, with n8n's full rule set and inline disable comments ignored;
 * - the tarball leg: the packed tarball's compiled `.js` files and its package.json.
 * The scanner itself only scans packages published with provenance; its lint legs are exported,
 * and this runs them on the tarballs a release would publish. One line per package; any finding
 * fails, with the scanner's report.
 */

interface Analysis {
	passed: boolean;
	message?: string;
	details?: string;
}
interface Scanner {
	analyzePackage(dir: string, patterns: string[]): Promise<Analysis>;
	SOURCE_FILE_PATTERNS: string[];
}

/** The scanner is an ES module; ts-node compiles `import()` to `require()`, so import it as Node does. */
const importEsm = new Function('specifier', 'return import(specifier)') as (
	specifier: string,
) => Promise<Scanner>;

/** The files a lint leg reads, as the scanner globs them. */
function count(dir: string, patterns: string[]) {
	const glob = require('fast-glob') as { sync(p: string[], o: object): string[] };
	return glob.sync(patterns, { cwd: dir, ignore: ['node_modules/**', '**/package-lock.json'] })
		.length;
}

export async function scanPackages(log: (line: string) => void = console.log) {
	const scanner = await importEsm(
		require.resolve('@n8n/scan-community-package/scanner/scanner.mjs'),
	);
	const work = mkdtempSync(path.join(os.tmpdir(), 'bizops-scan-'));
	const packages = releasePackages();
	const failed: string[] = [];
	try {
		for (const { name, dir } of packages) {
			const tarball = packTarball(dir, path.join(work, 'tarballs'));
			const unpacked = path.join(work, name);
			mkdirSync(unpacked, { recursive: true });
			const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
			if (tar.status !== 0) throw new Error(`tar -xzf ${tarball}: ${tar.stderr}`);
			const legs = {
				source: { dir, patterns: scanner.SOURCE_FILE_PATTERNS },
				tarball: { dir: unpacked, patterns: ['**/*.js', 'package.json'] },
			};
			const results = await Promise.all(
				Object.values(legs).map(async (leg) => await scanner.analyzePackage(leg.dir, leg.patterns)),
			);
			const ok = results.every((r) => r.passed);
			log(
				`${ok ? 'passed' : 'FAILED'} ${path.basename(tarball)}: source leg ${count(legs.source.dir, legs.source.patterns)} files, tarball leg ${count(legs.tarball.dir, legs.tarball.patterns)} files, ${ok ? 'no findings' : results.map((r) => r.message ?? 'passed').join(' / ')}`,
			);
			if (!ok) {
				failed.push(name);
				for (const r of results.filter((r) => !r.passed)) log(r.details ?? '');
			}
		}
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
	return { scanned: packages.map((p) => p.name), failed };
}

if (require.main === module) {
	const started = Date.now();
	scanPackages().then(
		({ scanned, failed }) => {
			const seconds = Math.round((Date.now() - started) / 1000);
			if (failed.length) {
				console.error(`The scanner's lint legs failed on ${failed.join(', ')} (${seconds} s)`);
				process.exit(1);
			}
			console.log(
				`The scanner's lint legs passed on all ${scanned.length} packages (${seconds} s)`,
			);
		},
		(error: Error) => {
			console.error(error);
			process.exit(1);
		},
	);
}
