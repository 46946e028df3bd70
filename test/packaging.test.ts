import { PackageDirectoryLoader } from 'n8n-core';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built package as n8n loads a community package: dist through n8n-core's
 * PackageDirectoryLoader. Needs `npm run build` first (npm test does it).
 */
const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the built package', () => {
	let loader: PackageDirectoryLoader;

	beforeAll(async () => {
		loader = new PackageDirectoryLoader(root);
		await loader.loadAll();
	});

	test('every node and credential listed in package.json loads from dist', () => {
		const nodeNames = pkg.n8n.nodes.map((file: string) => path.basename(file, '.node.js'));
		const loaded = Object.values(loader.nodeTypes).map((n) => n.sourcePath);
		expect(loaded.map((p) => path.basename(p, '.node.js')).sort()).toEqual([...nodeNames].sort());
		const credentialFiles = pkg.n8n.credentials.map((file: string) => path.basename(file, '.credentials.js'));
		const loadedCredentials = Object.values(loader.credentialTypes).map((c) => c.type.constructor.name);
		expect(loadedCredentials.sort()).toEqual([...credentialFiles].sort());
	});

	test('every node and credential the package exports is listed, under the package name', () => {
		const exported = Object.keys(require(path.join(root, 'dist/index.js')));
		const listed = [...Object.values(loader.nodeTypes), ...Object.values(loader.credentialTypes)].map((t) =>
			'type' in t && 'description' in (t.type as object) ? t.type.constructor.name : (t.type as object).constructor.name,
		);
		expect(listed.sort()).toEqual(exported.sort());
		expect(loader.packageName).toBe('n8n-nodes-bizops');
	});

	test('each node has its codex file and both icons in dist', () => {
		for (const { sourcePath: relative } of Object.values(loader.nodeTypes)) {
			const sourcePath = path.resolve(root, relative);
			expect(existsSync(sourcePath.replace(/\.js$/, '.json'))).toBe(true);
			// The loader rewrites icon paths; read them as the node declares them.
			const NodeClass = require(sourcePath)[path.basename(sourcePath, '.node.js')] as new () => { description: { icon: unknown } };
			const icon = new NodeClass().description.icon as { light: string; dark: string };
			for (const file of [icon.light, icon.dark]) {
				expect(file).toMatch(/^file:.+\.svg$/);
				expect(existsSync(path.resolve(path.dirname(sourcePath), file.slice('file:'.length)))).toBe(true);
			}
		}
	});

	test('action nodes are usable as tools and triggers are not', () => {
		for (const { type } of Object.values(loader.nodeTypes)) {
			const description = 'nodeVersions' in type ? Object.values(type.nodeVersions)[0].description : type.description;
			const isTrigger = description.group.includes('trigger');
			expect([description.name, Boolean(description.usableAsTool)]).toEqual([description.name, !isTrigger]);
		}
	});
});
