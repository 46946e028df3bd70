import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { packedReadme } from './links';

/**
 * The pack as users get it: the tarball `npm pack` makes, and the check of the tree npm installs
 * from it (scripts/n8n/install.ts installs it into n8n's nodes folder with these flags).
 */

const ROOT = path.resolve(__dirname, '../..');

/**
 * The flags n8n's own installer passes (no install scripts, no lock file, one flat folder) plus
 * `--omit=peer`: n8n brings its own n8n-workflow, and a second copy in the nodes folder would
 * be the one the pack loads (and would break at the next n8n upgrade).
 */
export const NPM_INSTALL_FLAGS = [
	'--ignore-scripts',
	'--omit=peer',
	'--omit=dev',
	'--package-lock=false',
	'--install-strategy=shallow',
	'--no-audit',
	'--no-fund',
];

/** This environment without what `npm run` exported to it (its ignore-scripts, its prefix), plus `extra`. */
export function cleanNpmEnv(extra: Record<string, string> = {}) {
	const clean: Record<string, string> = {};
	for (const [key, value] of Object.entries(process.env)) {
		if (value !== undefined && !/^npm_(config|package|lifecycle)_/i.test(key)) clean[key] = value;
	}
	return { ...clean, ...extra };
}

/** npm as a child, in a clean environment (see cleanNpmEnv); returns what it printed. */
export function npm(args: string[], cwd: string, env: Record<string, string> = {}) {
	const result = spawnSync('npm', args, { cwd, env: cleanNpmEnv(env), encoding: 'utf8' });
	if (result.status !== 0)
		throw new Error(
			`npm ${args.join(' ')} (in ${cwd}) failed (exit ${result.status ?? result.signal}):\n${result.stderr}${result.stdout}`,
		);
	return result.stdout;
}

const packed = new Map<string, string>();

/**
 * `npm pack` of a built package folder (the repository's root by default) into `destination` (a
 * new temporary folder by default), once per process and folder unless another destination is
 * asked for; returns the tarball's path. Build first (`npm run build`).
 */
export function packTarball(packageDir = ROOT, destination?: string): string {
	const known = packed.get(packageDir);
	const wanted = (tarball: string) =>
		!destination || path.dirname(tarball) === path.resolve(destination);
	if (known && existsSync(known) && wanted(known)) return known;
	if (packageDir === ROOT && !existsSync(path.join(ROOT, 'dist/index.js')))
		throw new Error('dist/ is missing: run `npm run build` first');
	destination ??= mkdtempSync(path.join(os.tmpdir(), 'bizops-pack-'));
	mkdirSync(destination, { recursive: true });
	const from = packageDir === ROOT ? rootWithPackedReadme() : packageDir;
	try {
		const [{ filename }] = JSON.parse(
			npm(['pack', '--json', '--ignore-scripts', '--pack-destination', destination], from),
		) as Array<{ filename: string }>;
		const tarball = path.join(destination, filename);
		packed.set(packageDir, tarball);
		return tarball;
	} finally {
		if (from !== packageDir) rmSync(from, { recursive: true, force: true });
	}
}

/**
 * What npm packs of the root (package.json, LICENSE, dist/: its `files`), copied beside README.md
 * with absolute links (links.ts): the tarball's README is what npm's page and n8n's panel show,
 * and they resolve no relative link; the repository's README keeps them for GitHub.
 */
function rootWithPackedReadme(): string {
	const copy = mkdtempSync(path.join(os.tmpdir(), 'bizops-root-'));
	for (const entry of ['package.json', 'LICENSE', 'dist'])
		cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
	const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
	writeFileSync(path.join(copy, 'README.md'), packedReadme(root));
	return copy;
}

/** A file of a tarball, as text (`package/README.md`, `package/package.json`). */
export function tarballFile(tarball: string, file: string): string {
	const result = spawnSync('tar', ['-xzOf', tarball, file], { encoding: 'utf8' });
	if (result.status !== 0) throw new Error(`tar -xzOf ${tarball} ${file}: ${result.stderr}`);
	return result.stdout;
}

/** The name and version a tarball's package.json declares. */
export function tarballManifest(tarball: string) {
	return JSON.parse(tarballFile(tarball, 'package/package.json')) as {
		name: string;
		version: string;
	};
}

/** The packages installed in a nodes folder, by name (scoped ones as `@scope/name`). */
function installedPackages(nodeModules: string): Array<{ name: string; dir: string }> {
	if (!existsSync(nodeModules)) return [];
	return readdirSync(nodeModules)
		.filter((entry) => !entry.startsWith('.'))
		.flatMap((entry) =>
			entry.startsWith('@')
				? readdirSync(path.join(nodeModules, entry)).map((name) => ({
						name: `${entry}/${name}`,
						dir: path.join(nodeModules, entry, name),
					}))
				: [{ name: entry, dir: path.join(nodeModules, entry) }],
		);
}

/** Every relative `require()` of a compiled file, resolved as Node would. */
function missingRequires(file: string): string[] {
	const code = readFileSync(file, 'utf8');
	return [...code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)]
		.map(([, request]) => path.resolve(path.dirname(file), request))
		.filter(
			(target) =>
				!['', '.js', '.json', '/index.js'].some((suffix) => existsSync(`${target}${suffix}`)),
		)
		.map((target) => `${file} requires ${target}, which the package lacks`);
}

/**
 * What would make n8n fail to load, or load the wrong code, from a nodes folder: a second
 * n8n-workflow anywhere in it; a node or credential file its package.json's `n8n` section lists
 * but the package lacks; a relative require of a compiled file that points at nothing; an icon
 * or codex file a node names but the package lacks.
 */
export function installedProblems(nodesDir: string): string[] {
	const problems: string[] = [];
	const walk = (nodeModules: string): void => {
		for (const { name, dir } of installedPackages(nodeModules)) {
			if (name === 'n8n-workflow') problems.push(`${dir}: a copy of n8n-workflow beside n8n's own`);
			walk(path.join(dir, 'node_modules'));
		}
	};
	walk(path.join(nodesDir, 'node_modules'));

	for (const { dir } of installedPackages(path.join(nodesDir, 'node_modules'))) {
		const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
			n8n?: { nodes?: string[]; credentials?: string[] };
		};
		if (!manifest.n8n) continue;
		const listed = [...(manifest.n8n.nodes ?? []), ...(manifest.n8n.credentials ?? [])];
		for (const file of listed.map((relative) => path.join(dir, relative))) {
			if (!existsSync(file))
				problems.push(`${file}: listed in package.json's n8n section, missing from the package`);
		}
		const compiled = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
			(file) => file.endsWith('.js') && !file.includes('node_modules'),
		);
		for (const file of compiled.map((relative) => path.join(dir, relative))) {
			problems.push(...missingRequires(file));
			const code = readFileSync(file, 'utf8');
			for (const [, asset] of code.matchAll(/['"]file:([^'"]+)['"]/g)) {
				if (!existsSync(path.resolve(path.dirname(file), asset)))
					problems.push(`${file} names file:${asset}, which the package lacks`);
			}
			if (file.endsWith('.node.js') && !existsSync(file.replace(/\.js$/, '.json')))
				problems.push(`${file}: its codex file ${path.basename(file, '.js')}.json is missing`);
		}
	}
	return [...new Set(problems)];
}
