import { PackageDirectoryLoader } from 'n8n-core';
import type {
	INodeProperties,
	INodePropertyCollection,
	INodeType,
	NodeParameterValue,
} from 'n8n-workflow';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { Resources } from '../nodes/shared/router';
import { packedReadme, relativeTargets } from '../scripts/packaging/links';
import { packTarball, tarballFile } from '../scripts/packaging/tarball';
import { packCredentials, packNodes } from './harness/pack';

const root = path.resolve(__dirname, '..');

/**
 * The built package as n8n loads a community package: dist through n8n-core's
 * PackageDirectoryLoader. Needs `npm run build` first (npm test does it).
 */
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
		const credentialFiles = pkg.n8n.credentials.map((file: string) =>
			path.basename(file, '.credentials.js'),
		);
		const loadedCredentials = Object.values(loader.credentialTypes).map(
			(c) => c.type.constructor.name,
		);
		expect(loadedCredentials.sort()).toEqual([...credentialFiles].sort());
	});

	test('every node and credential the package exports is listed, under the package name', () => {
		const exported = Object.keys(require(path.join(root, 'dist/index.js')));
		const listed = [
			...Object.values(loader.nodeTypes),
			...Object.values(loader.credentialTypes),
		].map((t) =>
			'type' in t && 'description' in (t.type as object)
				? t.type.constructor.name
				: (t.type as object).constructor.name,
		);
		expect(listed.sort()).toEqual(exported.sort());
		expect(loader.packageName).toBe('n8n-nodes-bizops');
	});

	test("every help link of the built package is a page of the manual on GitHub: a node's Docs link its page, a credential's link its credential section", () => {
		const manual = `${pkg.homepage}/blob/main/docs/nodes/`;
		for (const { sourcePath } of Object.values(loader.nodeTypes)) {
			const codex = JSON.parse(
				readFileSync(path.resolve(root, sourcePath).replace(/\.js$/, '.json'), 'utf8'),
			) as { resources: Record<string, Array<{ url: string }>> };
			const folder = path.basename(sourcePath, '.node.js');
			// n8n appends its tracking parameters to the Docs link: after a #fragment they would be part of it.
			expect(codex.resources.primaryDocumentation).toEqual([{ url: `${manual}${folder}.md` }]);
			expect(codex.resources.credentialDocumentation).toEqual([
				{ url: expect.stringMatching(new RegExp(`^${manual}\\w+\\.md#credential$`)) },
			]);
		}
		expect(Object.keys(loader.nodeTypes)).toHaveLength(24);
		// (where each lands: test/docs/links.test.ts)
	});

	test('each node has its codex file and both icons in dist', () => {
		for (const { sourcePath: relative } of Object.values(loader.nodeTypes)) {
			const sourcePath = path.resolve(root, relative);
			expect(existsSync(sourcePath.replace(/\.js$/, '.json'))).toBe(true);
			// The loader rewrites icon paths; read them as the node declares them.
			const NodeClass = require(sourcePath)[path.basename(sourcePath, '.node.js')] as new () => {
				description: { icon: unknown };
			};
			const icon = new NodeClass().description.icon as { light: string; dark: string };
			for (const file of [icon.light, icon.dark]) {
				expect(file).toMatch(/^file:.+\.svg$/);
				expect(existsSync(path.resolve(path.dirname(sourcePath), file.slice('file:'.length)))).toBe(
					true,
				);
			}
		}
	});

	test('the published tarball holds dist (code, type declarations, codex, icons, node definitions), README and LICENSE, nothing else: no source maps', () => {
		const [{ files }] = JSON.parse(
			execFileSync('npm', ['pack', '--dry-run', '--json'], {
				cwd: root,
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'ignore'],
			}),
		) as Array<{ files: Array<{ path: string }> }>;
		const paths = files.map((file) => file.path);
		const known = /^dist\/(.+\.(js|d\.ts|json|svg)|node-definitions\/.+\.ts)$/;
		expect(paths.filter((p) => !known.test(p)).sort()).toEqual([
			'LICENSE',
			'README.md',
			'package.json',
		]);
		expect(paths).toContain('dist/index.js');
		expect(paths).toContain('dist/node-definitions/index.ts');
	});

	test("the tarball's README is README.md with every link and picture absolute (npm, n8n's panel and `npm view` resolve no relative one)", () => {
		const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
		const relative = relativeTargets(readme);
		expect(relative.length).toBeGreaterThan(50);
		const packed = tarballFile(packTarball(), 'package/README.md');
		expect(packed).toBe(packedReadme(pkg));
		expect(relativeTargets(packed)).toEqual([]);
		// The same text, each relative target now the repository's address of the same file and anchor.
		const absolute = /\]\((https:\/\/[^)\s]+)\)/g;
		const ours = [...packed.matchAll(absolute)]
			.map(([, address]) => address)
			.filter((a) => /^https:\/\/(github\.com|raw\.githubusercontent\.com)\/bizops\//.test(a));
		const expected = relative.map((target) => {
			const [file, anchor] = target.split('#');
			return `/main/${path.posix.normalize(file || 'README.md')}${anchor === undefined ? '' : `#${anchor}`}`;
		});
		expect(
			ours.map((address, i) => (address.endsWith(expected[i]) ? expected[i] : address)),
		).toEqual(expected);
		expect(packed.replace(absolute, '](x)')).toBe(readme.replace(/\]\(([^)\s]+)\)/g, '](x)'));
	});

	test('relativeTargets finds each kind of relative target: links, pictures, references, HTML', () => {
		expect(
			relativeTargets(
				'[a](docs/a.md) ![b](docs/b.png) [c](#c) [d](https://x.example/d)\n[e]: docs/e.md\n<img src="f.png"> <a href="https://x.example">g</a> [h](mailto:h@x.example)',
			),
		).toEqual(['docs/a.md', 'docs/b.png', '#c', 'docs/e.md', 'f.png']);
	});

	test('action nodes are usable as tools and triggers are not', () => {
		for (const { type } of Object.values(loader.nodeTypes)) {
			const description =
				'nodeVersions' in type ? Object.values(type.nodeVersions)[0].description : type.description;
			const isTrigger = description.group.includes('trigger');
			expect([description.name, Boolean(description.usableAsTool)]).toEqual([
				description.name,
				!isTrigger,
			]);
		}
	});
});

// The pack's descriptions as the editor reads them: from the sources, no build needed.

/** Visits every parameter, through collections and fixed collections, with the parameters beside it. */
function eachParameter(
	properties: INodeProperties[],
	visit: (parameter: INodeProperties, siblings: INodeProperties[], at: string) => void,
	where = '',
) {
	for (const parameter of properties) {
		const at = `${where}${parameter.name}`;
		visit(parameter, properties, at);
		if (parameter.type === 'collection')
			eachParameter(parameter.options as INodeProperties[], visit, `${at}.`);
		if (parameter.type === 'fixedCollection') {
			for (const group of parameter.options as INodePropertyCollection[])
				eachParameter(group.values, visit, `${at}.${group.name}.`);
		}
	}
}

/** The values a parameter can take, or undefined when they are open (free input, a loaded list). */
function valuesOf(parameter: INodeProperties): NodeParameterValue[] | undefined {
	if (parameter.type === 'boolean') return [true, false];
	if (
		(parameter.type === 'options' || parameter.type === 'multiOptions') &&
		!parameter.typeOptions?.loadOptionsMethod
	) {
		return (parameter.options as Array<{ value: NodeParameterValue }>).map(
			(option) => option.value,
		);
	}
	return undefined;
}

type Conditions = Record<string, unknown[] | undefined>;
const conditionsOf = (parameter: INodeProperties) =>
	[parameter.displayOptions?.show, parameter.displayOptions?.hide] as Array<Conditions | undefined>;
const overlaps = (a?: unknown[], b?: unknown[]) => !a || !b || a.some((value) => b.includes(value));
/** Whether two top-level parameters can be shown for the same resource and operation. */
const sameOperation = (a: INodeProperties, b: INodeProperties) =>
	['resource', 'operation'].every((key) =>
		overlaps(a.displayOptions?.show?.[key], b.displayOptions?.show?.[key]),
	);

/** Every way a description can promise the editor something that is not there. */
function descriptionProblems(node: INodeType): string[] {
	const problems: string[] = [];
	const { loadOptions = {}, listSearch = {} } = node.methods ?? {};
	const topLevel = node.description.properties;
	eachParameter(topLevel, (parameter, siblings, at) => {
		if (parameter.type === 'options' || parameter.type === 'multiOptions') {
			const method = parameter.typeOptions?.loadOptionsMethod;
			if (method && !loadOptions[method])
				problems.push(`${at}: loadOptionsMethod ${method} is not in methods.loadOptions`);
			if (!method && !parameter.options?.length)
				problems.push(`${at}: neither options nor a loadOptionsMethod`);
		}
		for (const mode of parameter.type === 'resourceLocator' ? (parameter.modes ?? []) : []) {
			const method = mode.typeOptions?.searchListMethod;
			if (mode.type === 'list' && !(method && listSearch[method]))
				problems.push(`${at}: list mode's searchListMethod ${method} is not in methods.listSearch`);
		}
		for (const conditions of conditionsOf(parameter)) {
			for (const [name, wanted] of Object.entries(conditions ?? {})) {
				if (name.startsWith('@')) continue;
				// A name with a leading slash is a top-level parameter; any other a sibling.
				const targets = name.startsWith('/')
					? topLevel.filter((other) => other.name === name.slice(1))
					: siblings.filter(
							(other) =>
								other.name === name && (siblings !== topLevel || sameOperation(parameter, other)),
						);
				if (!targets.length) {
					problems.push(`${at}: displayOptions name ${name}, which is not a parameter beside it`);
					continue;
				}
				const possible = targets.map(valuesOf);
				if (possible.includes(undefined)) continue;
				for (const value of wanted ?? []) {
					// Conditions such as { _cnd: { gte: 2 } } compare; only plain values must be among the choices.
					if (typeof value !== 'object' && !possible.flat().includes(value as NodeParameterValue)) {
						problems.push(
							`${at}: displayOptions ${name} = ${JSON.stringify(value)}, which ${name} never takes`,
						);
					}
				}
			}
		}
	});
	// A parameter several operations share reports once.
	return [...new Set(problems)];
}

const nodes = Object.values(packNodes).map((node) => [node.description.displayName, node] as const);
const actionNodes = nodes.filter(([, node]) => !node.description.group.includes('trigger'));

/** An action node's module exports the resource maps its selectors come from. */
function resourcesOf(node: INodeType): Resources | undefined {
	const file = node.constructor.name;
	return (require(path.join(root, 'nodes', file, `${file}.node`)) as { resources?: Resources })
		.resources;
}

describe.each(nodes)('%s', (_, node) => {
	test('every dropdown has options or an existing load method, every list an existing search, every displayOptions condition a parameter and a value it can take', () => {
		expect(descriptionProblems(node)).toEqual([]);
	});
});

describe.each(actionNodes)('%s', (_, node) => {
	test('each Operation option has a handler and each handler an option', () => {
		const resources = resourcesOf(node);
		expect(resources).toBeDefined();
		const optionValues = (parameter?: INodeProperties) =>
			(parameter?.options as Array<{ value: string }>).map((option) => option.value).sort();
		const { properties } = node.description;
		expect(optionValues(properties.find((p) => p.name === 'resource'))).toEqual(
			Object.keys(resources!).sort(),
		);
		for (const [resource, { operations }] of Object.entries(resources!)) {
			const selectors = properties.filter(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
			);
			expect([resource, selectors.length]).toEqual([resource, 1]);
			expect([resource, optionValues(selectors[0])]).toEqual([
				resource,
				Object.keys(operations).sort(),
			]);
			for (const [operation, handler] of Object.entries(operations))
				expect([resource, operation, typeof handler.execute]).toEqual([
					resource,
					operation,
					'function',
				]);
		}
	});
});

describe.each(
	Object.values(packCredentials).map((credential) => [credential.displayName, credential] as const),
)('%s', (_, credential) => {
	test('authenticates with a function, leaves its test to its nodes and has a documentation link that lands', () => {
		expect(typeof credential.authenticate).toBe('function');
		// n8n runs a credential's own `test` request instead of its nodes' `testedBy` (test/shared/credentialTest.test.ts).
		expect(credential.test).toBeUndefined();
		// Its credential section on its node's page: n8n (1.123.81 and 2.40.7, read in their editor's
		// code) opens a documentation link outside docs.n8n.io as it is, so the #fragment lands.
		expect(credential.documentationUrl).toMatch(
			new RegExp(`^${pkg.homepage}/blob/main/docs/nodes/\\w+\\.md#credential$`),
		);
	});
});

test('no source file in nodes/ is over 300 lines (one job a file)', () => {
	const files = readdirSync(path.join(root, 'nodes'), { recursive: true, encoding: 'utf8' }).filter(
		(file) => file.endsWith('.ts'),
	);
	const long = files
		.map((file) => ({
			file,
			lines: readFileSync(path.join(root, 'nodes', file), 'utf8').split('\n').length - 1,
		}))
		.filter(({ lines }) => lines > 300);
	expect(files.length).toBeGreaterThan(100);
	expect(long).toEqual([]);
});
