import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { cleanNpmEnv, npm, tarballManifest } from '../packaging/tarball';

/**
 * The publish workflow's publish step: `ts-node scripts/release/publish.ts <folder> [npm publish
 * flags]` publishes each tarball of `<folder>` (the twelve `npm run pack:all` packed) whose
 * `name@version` the registry lacks, and skips, saying so, each one it already has. A run that
 * stopped halfway (a network error, a refused name) is finished by running it again: the versions
 * already published stay as they are (the registry never takes a version twice), the rest follow.
 * A tarball that fails to publish does not stop the others; the run then fails naming it, so
 * that it ends green only when every tarball's `name@version` is on the registry.
 */

export interface Published {
	spec: string;
	action: 'published' | 'skipped' | 'failed';
	/** Why it failed, or for a skipped version whose registry copy is not this tarball, that */
	note?: string;
}

/** What the registry holds of `spec` (its integrity), or undefined when it lacks it. */
function onRegistry(spec: string, env: Record<string, string>) {
	const result = spawnSync('npm', ['view', spec, 'dist.integrity', '--json', '--prefer-online'], {
		env: cleanNpmEnv(env),
		encoding: 'utf8',
	});
	// npm answers a name it has never seen with E404, a missing version of a known name with nothing.
	if (result.status !== 0 && /E404/.test(result.stderr + result.stdout)) return undefined;
	if (result.status !== 0)
		throw new Error(`npm view ${spec} failed (exit ${result.status}):\n${result.stderr}`);
	return result.stdout.trim() === '' ? undefined : (JSON.parse(result.stdout) as string);
}

const integrity = (file: string) =>
	`sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

export function publishRelease(
	folder: string,
	flags: string[],
	env: Record<string, string> = {},
	log: (line: string) => void = console.log,
): Published[] {
	const tarballs = readdirSync(folder)
		.filter((file) => file.endsWith('.tgz'))
		.sort()
		.map((file) => path.resolve(folder, file));
	if (tarballs.length === 0) throw new Error(`${folder} holds no tarball: run npm run pack:all`);
	return tarballs.map((tarball) => {
		const { name, version } = tarballManifest(tarball);
		const spec = `${name}@${version}`;
		const existing = onRegistry(spec, env);
		if (existing !== undefined) {
			const note =
				existing === integrity(tarball)
					? undefined
					: `the registry's ${existing.slice(0, 20)}… is not this tarball's; the registry's stays`;
			log(`skipped ${spec}: already on the registry${note ? ` (${note})` : ''}`);
			return { spec, action: 'skipped', note };
		}
		try {
			// ./ matters: npm reads `release/<name>.tgz` as a GitHub repository.
			npm(['publish', `./${path.basename(tarball)}`, ...flags], folder, env);
		} catch (error) {
			log(`FAILED ${spec}: ${(error as Error).message}`);
			return { spec, action: 'failed', note: (error as Error).message };
		}
		log(`published ${spec}`);
		return { spec, action: 'published' };
	});
}

if (require.main === module) {
	const [folder, ...flags] = process.argv.slice(2);
	try {
		if (!folder) throw new Error('usage: publish.ts <folder of tarballs> [npm publish flags]');
		const done = publishRelease(folder, flags);
		const count = (action: Published['action']) => done.filter((d) => d.action === action).length;
		const failed = done.filter((d) => d.action === 'failed').map((d) => d.spec);
		if (failed.length) throw new Error(`${failed.join(', ')} not published`);
		console.log(
			`all ${done.length} on the registry: ${count('published')} published now, ${count('skipped')} already there`,
		);
	} catch (error) {
		console.error(`publish stopped: ${(error as Error).message}`);
		console.error(
			'Run the workflow again: what is on the registry is skipped, the rest published.',
		);
		process.exitCode = 1;
	}
}
