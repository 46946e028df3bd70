import { PackageDirectoryLoader } from 'n8n-core';
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	lstatSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	realpathSync,
	rmSync,
	statSync,
	symlinkSync,
	unlinkSync,
	writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { packageReadme } from '../../scripts/packaging/packageReadme';
import {
	PACKAGES_DIR,
	manifest,
	packageDir,
	perServiceTemplates,
	sourceLinks,
	writeLinks,
} from '../../scripts/packaging/packages';
import {
	ALL_IN_ONE,
	SERVICES,
	nodeName,
	perServiceType,
	typeName,
} from '../../scripts/packaging/services';
import { bindTemplate, loadTemplates } from '../e2e/templates';
import { packCredentials, packNodes } from '../harness/pack';

/**
 * The per-service packages (issue 39) as `npm run build` writes them into packages/ (build
 * first; npm test does): each holds its service's nodes and credentials and exactly the modules
 * they require, nothing of another service, loads in n8n's loader on its own, and has no
 * dependency but the n8n-workflow peer.
 */

const root = path.resolve(__dirname, '../..');
type Json = Record<string, any>;
const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

describe('the service map', () => {
	test('holds every node and credential of the all-in-one exactly once', () => {
		const nodes = SERVICES.flatMap((s) => s.nodes.map(nodeName)).sort();
		expect(nodes).toEqual(
			Object.keys(packNodes)
				.map((t) => t.split('.')[1])
				.sort(),
		);
		const credentials = SERVICES.flatMap((s) => s.credentials.map(lowerFirst)).sort();
		expect(credentials).toEqual(Object.keys(packCredentials).sort());
		expect(new Set(SERVICES.map((s) => s.package)).size).toBe(11);
	});

	test('names per-service types <package>.<node>, Tool variants included, and leaves other types alone', () => {
		expect(typeName('billing', 'per-service')).toBe('n8n-nodes-bizops-payments.billing');
		expect(typeName('invoicingLookupTool', 'per-service')).toBe(
			'n8n-nodes-bizops-invoicing.invoicingLookupTool',
		);
		expect(typeName('salesCrm', 'all-in-one')).toBe('n8n-nodes-bizops.salesCrm');
		expect(perServiceType('n8n-nodes-bizops.pointOfSaleTrigger')).toBe(
			'n8n-nodes-bizops-point-of-sale.pointOfSaleTrigger',
		);
		expect(perServiceType('n8n-nodes-base.webhook')).toBe('n8n-nodes-base.webhook');
	});
});

describe.each(SERVICES.map((s) => [s.package, s] as const))('%s', (_name, service) => {
	const dir = packageDir(service);
	const dist = path.join(dir, 'dist');
	/** Its files in dist/, but the node definitions (test/nodeDefinitions.test.ts checks them). */
	const files = () =>
		readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
			(f) => statSync(path.join(dist, f)).isFile() && !f.startsWith('node-definitions'),
		);

	test('its package.json: the build writes the committed one; same version as the all-in-one, no dependencies, n8n-workflow a wildcard optional peer, only its own nodes and credentials', () => {
		const written = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Json;
		const main = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Json;
		expect(written).toEqual(manifest(service));
		const committed = execFileSync(
			'git',
			['show', `HEAD:${path.relative(root, dir)}/package.json`],
			{ cwd: root, encoding: 'utf8' },
		);
		expect(JSON.parse(committed)).toEqual(written);
		expect(written.version).toBe(main.version);
		expect(Object.keys(written)).not.toEqual(
			expect.arrayContaining([
				expect.stringMatching(/^(dependencies|devDependencies|scripts|overrides)$/),
			]),
		);
		expect(written.peerDependencies).toEqual({ 'n8n-workflow': '*' });
		expect(written.peerDependenciesMeta).toEqual({ 'n8n-workflow': { optional: true } });
		expect(written.license).toBe('MIT');
		expect(written.repository.directory).toBe(`packages/${service.package}`);
		// Its homepage is its service's node page on GitHub (npm resolves no relative link).
		expect(written.homepage).toBe(`${main.homepage}/blob/main/docs/nodes/${service.nodes[0]}.md`);
		expect(existsSync(path.join(root, 'docs', 'nodes', `${service.nodes[0]}.md`))).toBe(true);
		expect(written.keywords).toContain('n8n-community-node-package');
		expect(written.n8n.nodes.map((f: string) => path.basename(f, '.node.js'))).toEqual(
			service.nodes,
		);
	});

	test("what is committed of it: package.json and links to exactly its sources (n8n's scanner lints them as the package's source)", () => {
		const relative = path.relative(root, dir);
		const tracked = execFileSync('git', ['ls-files', '-s', '--', relative], {
			cwd: root,
			encoding: 'utf8',
		})
			.trim()
			.split('\n')
			.map((line) => {
				const [mode, , , file] = line.split(/\s+/);
				return [path.relative(relative, file), mode];
			});
		const links = sourceLinks(service);
		expect(tracked.sort()).toEqual(
			[['package.json', '100644'], ...links.map((link) => [link, '120000'])].sort(),
		);
		for (const link of links)
			expect(realpathSync(path.join(dir, link))).toBe(path.join(root, link));
		expect(links.filter((link) => link.startsWith('nodes/') && link !== 'nodes/shared')).toEqual(
			service.nodes.map((node) => `nodes/${node}`).sort(),
		);
	});

	test('n8n loads exactly its nodes and credentials from it, under its own name', async () => {
		const loader = new PackageDirectoryLoader(dir);
		await loader.loadAll();
		expect(loader.packageName).toBe(service.package);
		expect(Object.keys(loader.nodeTypes).sort()).toEqual(service.nodes.map(nodeName).sort());
		for (const node of service.nodes) {
			const codex = JSON.parse(
				readFileSync(path.join(dist, 'nodes', node, `${node}.node.json`), 'utf8'),
			) as Json;
			expect(codex.node).toBe(`${service.package}.${nodeName(node)}`);
		}
		expect(Object.keys(loader.credentialTypes).sort()).toEqual(
			service.credentials.map(lowerFirst).sort(),
		);
	});

	test('holds no file of another service, and only modules its code requires', () => {
		const all = files();
		const others = SERVICES.filter((s) => s !== service);
		const foreign = all.filter((file) => {
			const [top, second] = file.split(path.sep);
			if (top === 'nodes') return others.some((s) => s.nodes.includes(second));
			if (top === 'credentials')
				return others.some((s) => s.credentials.some((c) => second.startsWith(`${c}.`)));
			return false;
		});
		expect(foreign).toEqual([]);

		const code = all.filter((f) => f.endsWith('.js'));
		const text = code.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
		const entries = [
			...service.nodes.map((n) => path.join('nodes', n, `${n}.node.js`)),
			...service.credentials.map((c) => path.join('credentials', `${c}.credentials.js`)),
		];
		const unrequired = code.filter(
			(file) =>
				!entries.includes(file) &&
				!text.includes(`/${path.basename(file, '.js')}")`) &&
				!text.includes(`/${path.basename(path.dirname(file))}")`),
		);
		expect(unrequired).toEqual([]);
		const icons = all.filter((f) => f.endsWith('.svg'));
		expect(icons.filter((icon) => !text.includes(`/${path.basename(icon)}'`))).toEqual([]);
		// Declarations and source maps beside the code, as in the all-in-one
		expect(
			code.filter((f) => !all.includes(`${f}.map`) || !all.includes(f.replace(/\.js$/, '.d.ts'))),
		).toEqual([]);
	});

	test("its README follows n8n's order, says which to install, and lists its templates", () => {
		const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
		const headings = readme.split('\n').filter((line) => line.startsWith('## '));
		expect(headings).toEqual([
			'## Installation',
			'## Operations',
			'## Credentials',
			'## Compatibility',
			'## Usage',
			'## Resources',
			'## Version history',
			'## License',
		]);
		expect(readme).toContain(`npm install ${service.package} `);
		expect(readme).toMatch(/never both/);
		expect(readme).toContain(ALL_IN_ONE);
		for (const credential of service.credentials)
			expect(readme).toContain(`- **${packCredentials[lowerFirst(credential)].displayName}**: `);
		for (const file of readdirSync(path.join(dir, 'templates')))
			expect(readme).toContain(`templates/${file}`);
		expect(readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
	});

	test("its README holds its own nodes' pages, no other's, with no link npm cannot follow, within what npm's registry keeps", () => {
		const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
		const pageTitles = readme.split('\n').filter((line) => /^### BizOps /.test(line));
		expect(pageTitles).toEqual(
			service.nodes.map(
				(node) => `### ${packNodes[`${ALL_IN_ONE}.${nodeName(node)}`].description.displayName}`,
			),
		);
		// Each page's generated operations and fields, as docs/nodes/ holds them
		for (const node of service.nodes) {
			const page = readFileSync(path.join(root, 'docs', 'nodes', `${node}.md`), 'utf8');
			const firstField = /^- \*\*.+$/m.exec(page)![0];
			expect(readme).toContain(firstField);
		}
		// npm resolves no relative link or picture: every target is an absolute address.
		const targets = [...readme.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);
		expect(targets.length).toBeGreaterThan(0);
		expect(targets.filter((target) => !/^https:\/\//.test(target))).toEqual([]);
		// npm's registry keeps the first 65,536 characters of a README in the package's metadata.
		expect(readme.length).toBeLessThanOrEqual(65_536);
	});
});

test('every template has a per-service variant: the same workflow with per-service type names, in packages/templates and in the package of each service it uses', () => {
	const variants = perServiceTemplates();
	expect(variants.length).toBe(
		readdirSync(path.join(root, 'templates')).filter((f) => f.endsWith('.json')).length,
	);
	const known = new Set(SERVICES.flatMap((s) => s.nodes.map((n) => `${s.package}.${nodeName(n)}`)));
	for (const { file, workflow } of variants) {
		const original = JSON.parse(readFileSync(path.join(root, 'templates', `${file}.json`), 'utf8'));
		const types = (workflow.nodes as Json[]).map((n) => String(n.type));
		expect(types.filter((t) => t.startsWith(`${ALL_IN_ONE}.`))).toEqual([]);
		expect(types.filter((t) => t.startsWith('n8n-nodes-bizops-') && !known.has(t))).toEqual([]);
		expect({ ...workflow, nodes: [] }).toEqual({ ...original, nodes: [] });
		const built = JSON.parse(
			readFileSync(path.join(PACKAGES_DIR, 'templates', `${file}.json`), 'utf8'),
		);
		expect(built).toEqual(workflow);
		for (const pkg of new Set(types.filter((t) => known.has(t)).map((t) => t.split('.')[0])))
			expect(existsSync(path.join(PACKAGES_DIR, pkg, 'templates', `${file}.json`))).toBe(true);
	}
});

test('each packed package holds package.json, README.md, LICENSE, dist/ (with its node definitions) and templates/, nothing else', () => {
	for (const service of SERVICES) {
		const [{ files }] = JSON.parse(
			execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
				cwd: packageDir(service),
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'ignore'],
			}),
		) as Array<{ files: Array<{ path: string }> }>;
		const paths = files.map((file) => file.path);
		expect(
			paths
				.filter(
					(p) =>
						!/^(dist\/.+\.(js|d\.ts|json|svg)|dist\/node-definitions\/.+\.ts|templates\/.+\.json)$/.test(
							p,
						),
				)
				.sort(),
		).toEqual(['LICENSE', 'README.md', 'package.json']);
	}
});

test("the README's Packages table says what the service map holds", () => {
	const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
	const rows = readme
		.slice(readme.indexOf('## Packages'))
		.split('\n')
		.filter((line) => line.startsWith('| ') && line.includes('`n8n-nodes-bizops-'))
		.map((line) =>
			line
				.split('|')
				.slice(2, 5)
				.map((cell) => cell.trim()),
		);
	const displayName = (type: string) => packNodes[type].description.displayName;
	expect(rows).toEqual(
		SERVICES.map((s) => [
			`\`${s.package}\``,
			s.nodes.map((n) => displayName(`${ALL_IN_ONE}.${nodeName(n)}`)).join(', '),
			s.credentials.map((c) => packCredentials[lowerFirst(c)].displayName).join(', '),
		]),
	);
});

test('a per-service template binds the credential of each BizOps node, as the all-in-one template does', () => {
	const credentials = Object.fromEntries(
		Object.keys(packCredentials).map((type) => [type, { id: type, name: type }]),
	);
	const perService = loadTemplates(path.join(PACKAGES_DIR, 'templates'));
	const allInOne = loadTemplates();
	expect(perService.map((t) => t.file)).toEqual(allInOne.map((t) => t.file));
	perService.forEach((template, i) => {
		const bound = bindTemplate(template, { credentials }).nodes;
		const original = bindTemplate(allInOne[i], { credentials }).nodes;
		expect(bound.map((n) => n.credentials)).toEqual(original.map((n) => n.credentials));
		expect(bound.filter((n) => String(n.type).startsWith('n8n-nodes-bizops-')).length).toBe(
			original.filter((n) => String(n.type).startsWith(`${ALL_IN_ONE}.`)).length,
		);
	});
});

test("a release entry of the README's Version history is in every package's README: they share the version", () => {
	const readme = readFileSync(path.join(root, 'README.md'), 'utf8').replace(
		'### Node versions',
		'### 1.2.0 (2026-11-27)\n\nA fix for everyone.\n\n### Node versions',
	);
	const main = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Json;
	for (const service of SERVICES)
		expect(packageReadme(service, main, [], readme)).toContain(
			'## Version history\n\n### 1.2.0 (2026-11-27)\n\nA fix for everyone.\n\n### Node versions',
		);
});

test('the build writes a source link only when it is missing or wrong: the right ones stay as they are, a text file (a checkout without symlinks) and a stray entry are replaced', () => {
	const dir = mkdtempSync(path.join(os.tmpdir(), 'bizops-links-'));
	try {
		const links = sourceLinks(SERVICES.find((s) => s.service === 'Chat')!);
		writeLinks(dir, links);
		const identity = (link: string) => {
			const stat = lstatSync(path.join(dir, link));
			return { link: stat.isSymbolicLink(), ino: stat.ino, mtime: stat.mtimeMs };
		};
		const first = links.map(identity);
		expect(first.every((entry) => entry.link)).toBe(true);
		for (const link of links)
			expect(realpathSync(path.join(dir, link))).toBe(realpathSync(path.join(root, link)));

		writeLinks(dir, links);
		expect(links.map(identity)).toEqual(first);

		const [broken, ...others] = links;
		unlinkSync(path.join(dir, broken));
		writeFileSync(path.join(dir, broken), `../${broken}`);
		symlinkSync('../nodes/Payments', path.join(dir, 'nodes/Payments'));
		writeLinks(dir, links);
		expect(identity(broken).link).toBe(true);
		expect(realpathSync(path.join(dir, broken))).toBe(realpathSync(path.join(root, broken)));
		expect(existsSync(path.join(dir, 'nodes/Payments'))).toBe(false);
		expect(others.map(identity)).toEqual(first.slice(1));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});
