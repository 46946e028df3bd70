import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT, packageDir, releasePackages } from './packages';
import { SERVICES } from './services';
import { packTarball } from './tarball';

/**
 * `npm run pack:all -- <folder>` (after `npm run build`): the twelve tarballs a release publishes,
 * the all-in-one and the eleven per-service packages, `npm pack`ed into one folder (default
 * `release/`), which the publish workflow publishes one by one with provenance. Refuses when the
 * versions differ (one version number for all) or when the build changed what is committed of a
 * per-service package (its package.json and source links: n8n's scanner reads them in the tagged
 * commit, so they must be the ones published).
 */

export function packAll(destination: string) {
	const packages = releasePackages();
	const versions = new Set(
		packages.map(
			({ dir }) =>
				(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
					.version,
		),
	);
	if (versions.size !== 1)
		throw new Error(
			`the packages' versions differ (${[...versions].join(', ')}): run npm run build`,
		);
	const changed = spawnSync(
		'git',
		['status', '--porcelain', '--', ...SERVICES.map((s) => packageDir(s))],
		{ cwd: ROOT, encoding: 'utf8' },
	);
	if (changed.status !== 0) throw new Error(`git status failed: ${changed.stderr}`);
	if (changed.stdout.trim() !== '')
		throw new Error(
			`the build changed what is committed of the per-service packages (package.json, source links); commit it first:\n${changed.stdout}`,
		);
	return packages.map(({ dir }) => packTarball(dir, destination));
}

if (require.main === module) {
	const destination = path.resolve(process.argv[2] ?? path.join(ROOT, 'release'));
	try {
		for (const tarball of packAll(destination)) console.log(tarball);
	} catch (error) {
		console.error((error as Error).message);
		process.exit(1);
	}
}
