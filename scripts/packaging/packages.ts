import {
	copyFileSync,
	existsSync,
	lstatSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	readlinkSync,
	rmSync,
	statSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { githubUrl } from './links';
import { packageReadme } from './packageReadme';
import type { Service } from './services';
import { ALL_IN_ONE, SERVICES, perServiceType } from './services';

/**
 * The per-service packages (issue 39), made by `npm run build` from the same dist/ as the
 * all-in-one: `packages/<package>/` holds package.json, README.md, LICENSE, dist/ (the service's
 * nodes, credentials, icons and codex files, plus exactly the modules of dist/ their code requires)
 * and templates/ (the templates that use the service, with per-service type names).
 * `packages/templates/` holds every template with per-service type names.
 *
 * Only `packages/<package>/package.json` and the package's source links (see sourceLinks) are
 * committed: n8n's scanner finds the source of a published package in the commit its provenance
 * names by looking for the package.json that declares the package's name, and lints the `nodes/`
 * and `credentials/` beside it. Everything else here is generated and gitignored.
 */

export const ROOT = path.resolve(__dirname, '../..');
export const PACKAGES_DIR = path.join(ROOT, 'packages');
const DIST = path.join(ROOT, 'dist');

type Json = Record<string, any>;

export const packageDir = (service: Service) => path.join(PACKAGES_DIR, service.package);

/** The twelve packages a release publishes (and the scanner checks): the all-in-one, then each service's. */
export const releasePackages = () => [
	{ name: ALL_IN_ONE, dir: ROOT },
	...SERVICES.map((service) => ({ name: service.package, dir: packageDir(service) })),
];

const rootManifest = () =>
	JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Json;

/** The package.json of a per-service package: the all-in-one's identity and version, only its own nodes, no dependencies. */
export function manifest(service: Service, root: Json = rootManifest()) {
	const directory = path.relative(ROOT, packageDir(service));
	return {
		name: service.package,
		version: root.version,
		description: service.description,
		keywords: ['n8n-community-node-package', 'n8n', ...service.keywords],
		license: 'MIT',
		// npm shows no relative link: its service's node page, on GitHub.
		homepage: githubUrl(root, `docs/nodes/${service.nodes[0]}.md`),
		author: root.author,
		repository: { ...root.repository, directory },
		...(root.bugs ? { bugs: root.bugs } : {}),
		...(root.engines ? { engines: root.engines } : {}),
		// The all-in-one's (dist/ without source maps: n8n runs the code, the maps only add size), plus templates.
		files: [...root.files, 'templates'],
		n8n: {
			n8nNodesApiVersion: root.n8n.n8nNodesApiVersion,
			strict: root.n8n.strict,
			credentials: service.credentials.map((c) => `dist/credentials/${c}.credentials.js`),
			nodes: service.nodes.map((node) => `dist/nodes/${node}/${node}.node.js`),
		},
		// Every publish carries a provenance statement, as the all-in-one's (n8n's scanner requires it).
		...(root.publishConfig ? { publishConfig: root.publishConfig } : {}),
		// n8n-workflow comes from n8n itself: a wildcard peer (n8n's lint accepts nothing else), optional so npm installs no copy.
		peerDependencies: root.peerDependencies,
		peerDependenciesMeta: root.peerDependenciesMeta,
	};
}

const relativeRequires = (code: string) =>
	[...code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)].map(([, request]) => request);

/** `import ... from "../x"`, `export ... from "../x"` and `import("../x")` of a declaration file. */
const declarationImports = (code: string) =>
	[...code.matchAll(/(?:from |import\()"(\.{1,2}\/[^"]+)"/g)].map(([, request]) => request);

/** The file a relative request of `from` names, as Node resolves it (file, .js, .d.ts or index). */
function resolveRequest(from: string, request: string, extensions: string[]) {
	const target = path.resolve(path.dirname(from), request);
	for (const candidate of [
		target,
		...extensions.map((e) => `${target}${e}`),
		...extensions.map((e) => path.join(target, `index${e}`)),
	]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	throw new Error(`${from} requires ${request}, which dist/ lacks`);
}

/**
 * The files of dist/ a service's package needs: its node and credential files, every module they
 * require (the relative require graph of the compiled code), the declaration files their
 * declarations import, source maps, codex files and the icons the code names (`file:`).
 */
export function serviceFiles(service: Service, dist = DIST): string[] {
	const entries = [
		...service.nodes.map((node) => path.join(dist, 'nodes', node, `${node}.node.js`)),
		...service.credentials.map((c) => path.join(dist, 'credentials', `${c}.credentials.js`)),
	];
	const files = new Set<string>();
	const code = [...entries];
	for (const file of code) {
		if (files.has(file)) continue;
		files.add(file);
		const text = readFileSync(file, 'utf8');
		for (const request of relativeRequires(text)) code.push(resolveRequest(file, request, ['.js']));
		for (const [, asset] of text.matchAll(/['"]file:([^'"]+)['"]/g))
			files.add(path.resolve(path.dirname(file), asset));
		for (const extra of [`${file}.map`, file.replace(/\.js$/, '.json')])
			if (existsSync(extra)) files.add(extra);
	}
	// Declarations: a type-only module has no require in the compiled code, but its .d.ts is imported.
	const declarations = [...files]
		.filter((f) => f.endsWith('.js'))
		.map((f) => f.replace(/\.js$/, '.d.ts'))
		.filter(existsSync);
	for (const file of declarations) {
		if (files.has(file)) continue;
		files.add(file);
		for (const request of declarationImports(readFileSync(file, 'utf8')))
			declarations.push(resolveRequest(file, request, ['.d.ts']));
	}
	return [...files].map((f) => path.relative(dist, f)).sort();
}

/**
 * The sources of a package, as links from its folder into the repository's nodes/, credentials/
 * and icons/ (paths relative to both): its node folders, nodes/shared if its code uses it, its
 * credential files and the credential helpers they require, and their icons. Committed with its package.json, they are what
 * n8n's scanner lints as the package's source (`{nodes,credentials}/**` beside the package.json
 * that declares its name, in the commit its provenance names): the service's own code, no copy.
 */
export function sourceLinks(service: Service, files = serviceFiles(service)) {
	const links = new Set(service.nodes.map((node) => `nodes/${node}`));
	if (files.some((file) => file.startsWith('nodes/shared/'))) links.add('nodes/shared');
	// The icons its nodes and credentials name (`file:../../icons/...`, checked by n8n's lint)
	for (const file of files.filter((f) => f.startsWith('icons/'))) links.add(file);
	for (const file of files.filter((f) => f.startsWith('credentials/') && f.endsWith('.js'))) {
		const source = file.replace(/\.js$/, '.ts');
		if (existsSync(path.join(ROOT, source))) links.add(source);
	}
	return [...links].sort();
}

/** The templates of templates/ with per-service type names, by file name (without .json). */
export function perServiceTemplates(templatesDir = path.join(ROOT, 'templates')) {
	return readdirSync(templatesDir)
		.filter((name) => name.endsWith('.json'))
		.sort()
		.map((name) => {
			const workflow = JSON.parse(readFileSync(path.join(templatesDir, name), 'utf8')) as Json;
			for (const node of workflow.nodes as Json[]) node.type = perServiceType(node.type);
			return { file: name.replace(/\.json$/, ''), workflow };
		});
}

/**
 * Compiled code with the node type IDs it names (the nodes' builder hints: related nodes, search
 * hints) as the per-service packages name them, e.g. `n8n-nodes-bizops-sales-crm.salesCrm`.
 */
export const perServiceCode = (code: string) =>
	code.replace(
		new RegExp(`${ALL_IN_ONE.replace(/[.-]/g, '\\$&')}\\.[A-Za-z]+`, 'g'),
		perServiceType,
	);

/** The per-service packages a workflow's nodes come from. */
export const packagesOf = (workflow: Json) =>
	[...new Set((workflow.nodes as Json[]).map((n) => String(n.type).split('.')[0]))]
		.filter((name) => SERVICES.some((s) => s.package === name))
		.sort();

const json = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;

/**
 * Rewrites the committed package.json of each per-service package under `repository` from that
 * repository's package.json (its version above all); `npm run release` calls it after the bump, so
 * that the tagged commit holds the manifests it publishes. Needs no build; returns the files written.
 */
export function writeManifests(repository = ROOT) {
	const root = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8')) as Json;
	return SERVICES.map((service) => ({
		service,
		file: path.join(repository, path.relative(ROOT, packageDir(service)), 'package.json'),
	}))
		.filter(({ file }) => existsSync(file))
		.map(({ service, file }) => {
			writeFileSync(file, json(manifest(service, root)));
			return path.relative(repository, file);
		});
}

/** Where a package's source link points: the same path in the repository, relative to the link. */
const linkTarget = (dir: string, link: string) =>
	path.relative(path.dirname(path.join(dir, link)), path.join(ROOT, link));

/** Everything under a package's source folders (nodes/, credentials/, icons/), links not followed. */
function linkFolderEntries(dir: string) {
	return ['nodes', 'credentials', 'icons']
		.filter((folder) => existsSync(path.join(dir, folder)))
		.flatMap((folder) =>
			readdirSync(path.join(dir, folder)).map((entry) => path.posix.join(folder, entry)),
		);
}

/**
 * Makes a package's source links exactly `links`, touching only what is missing or wrong: a link
 * already pointing at its target stays (git sees no change, the build rewrites nothing), a wrong
 * or stray entry goes (a checkout without symlink support leaves small text files instead).
 */
export function writeLinks(dir: string, links: string[]) {
	const wanted = new Set(links);
	for (const entry of linkFolderEntries(dir)) {
		const inside = [...wanted].some((link) => link.startsWith(`${entry}/`));
		if (!wanted.has(entry) && !inside)
			rmSync(path.join(dir, entry), { recursive: true, force: true });
	}
	for (const link of links) {
		const file = path.join(dir, link);
		const target = linkTarget(dir, link);
		const current = lstatIfAny(file);
		if (current?.isSymbolicLink() && readlinkSync(file) === target) continue;
		if (current) rmSync(file, { recursive: true, force: true });
		mkdirSync(path.dirname(file), { recursive: true });
		try {
			symlinkSync(target, file);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
			throw new Error(
				`cannot create the link ${file}: this system refuses symbolic links (Windows: see docs/development.md)`,
			);
		}
	}
}

const lstatIfAny = (file: string) => {
	try {
		return lstatSync(file);
	} catch {
		return undefined;
	}
};

export function generatePackages() {
	if (!existsSync(path.join(DIST, 'index.js')))
		throw new Error('dist/ is missing: run `npm run build` first');
	const root = rootManifest();
	const templates = perServiceTemplates();
	rmSync(path.join(PACKAGES_DIR, 'templates'), { recursive: true, force: true });
	mkdirSync(path.join(PACKAGES_DIR, 'templates'), { recursive: true });
	for (const { file, workflow } of templates)
		writeFileSync(path.join(PACKAGES_DIR, 'templates', `${file}.json`), json(workflow));

	for (const service of SERVICES) {
		const dir = packageDir(service);
		for (const generated of ['dist', 'templates', 'README.md', 'LICENSE'])
			rmSync(path.join(dir, generated), { recursive: true, force: true });
		const files = serviceFiles(service);
		writeLinks(dir, sourceLinks(service, files));
		for (const file of files) {
			const target = path.join(dir, 'dist', file);
			mkdirSync(path.dirname(target), { recursive: true });
			if (file.endsWith('.node.json')) {
				// The codex names the node's full type: the per-service package's.
				const codex = JSON.parse(readFileSync(path.join(DIST, file), 'utf8')) as Json;
				writeFileSync(target, json({ ...codex, node: perServiceType(codex.node) }));
			} else if (/\.(js|d\.ts)$/.test(file))
				writeFileSync(target, perServiceCode(readFileSync(path.join(DIST, file), 'utf8')));
			else copyFileSync(path.join(DIST, file), target);
		}
		const own = templates.filter((t) => packagesOf(t.workflow).includes(service.package));
		mkdirSync(path.join(dir, 'templates'), { recursive: true });
		for (const { file, workflow } of own)
			writeFileSync(path.join(dir, 'templates', `${file}.json`), json(workflow));
		writeFileSync(path.join(dir, 'package.json'), json(manifest(service, root)));
		writeFileSync(path.join(dir, 'README.md'), packageReadme(service, root, own));
		copyFileSync(path.join(ROOT, 'LICENSE'), path.join(dir, 'LICENSE'));
	}
	return SERVICES.map((s) => s.package);
}

if (require.main === module) {
	const made = generatePackages();
	console.log(`packages/: ${made.length} per-service packages beside ${ALL_IN_ONE}`);
}
