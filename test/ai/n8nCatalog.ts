import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PackageDirectoryLoader } from 'n8n-core';
import type { INodeTypeDescription } from 'n8n-workflow';

import { PACKAGES_DIR, ROOT } from '../../scripts/packaging/packages';
import { type Packages, SERVICES } from '../../scripts/packaging/services';
import { CACHE_DIR, DEV_VERSION } from '../../scripts/n8n/toolchain';

/**
 * What n8n's instance MCP server (n8n 2.40.7) makes of the pack, computed with n8n's own code from
 * the installed n8n (the toolchain, ~/.cache/n8n-nodes-bizops): the node catalogue its
 * `search_nodes` searches (every built-in node, the pack as n8n loads it, the Tool variants) and
 * the type definition its `get_node_types` hands a model for a community node. Reads the built
 * pack (dist/ and packages/: `npm run build` first).
 */

const N8N_MODULES = path.join(CACHE_DIR, `n8n-${DEV_VERSION}`, 'node_modules');

/** A module of the installed n8n, or a clear failure when the toolchain is not installed. */
function n8nModule<T>(file: string): T {
	if (!existsSync(path.join(N8N_MODULES, '..', '.installed')))
		throw new Error(
			`n8n ${DEV_VERSION} is not installed in ${path.dirname(N8N_MODULES)}: these tests run n8n's own search and type generator from it (the toolchain installs it: scripts/n8n/toolchain.ts, e.g. \`npm run test:e2e\` once)`,
		);
	return require(path.join(N8N_MODULES, file)) as T;
}

/** The built-in nodes as n8n lists them (their packages' types/nodes.json, names prefixed). */
function builtInNodes(): INodeTypeDescription[] {
	return ['n8n-nodes-base', '@n8n/n8n-nodes-langchain'].flatMap((pkg) =>
		(
			JSON.parse(
				readFileSync(path.join(N8N_MODULES, pkg, 'dist/types/nodes.json'), 'utf8'),
			) as INodeTypeDescription[]
		).map((node) => ({ ...node, name: `${pkg}.${node.name}` })),
	);
}

/** The pack in one form as n8n loads a community package: names prefixed, codex attached. */
async function packNodes(packages: Packages, root: string): Promise<INodeTypeDescription[]> {
	const dirs =
		packages === 'all-in-one'
			? [root]
			: SERVICES.map((service) =>
					path.join(root, path.relative(ROOT, PACKAGES_DIR), service.package),
				);
	const nodes: INodeTypeDescription[] = [];
	for (const dir of dirs) {
		if (!existsSync(path.join(dir, 'dist')))
			throw new Error(`${dir}/dist is missing: run \`npm run build\` first`);
		const loader = new PackageDirectoryLoader(dir);
		await loader.loadAll();
		for (const node of loader.types.nodes)
			nodes.push(structuredClone({ ...node, name: `${loader.packageName}.${node.name}` }));
	}
	return nodes;
}

/**
 * n8n's Custom API Call entry (LoadNodesAndCredentials.injectCustomApiCallOptions): added to the
 * Resource and each Operation dropdown of a node whose credential authenticates requests, as
 * every BizOps credential does; it adds one type per resource to the definition.
 */
function injectCustomApiCall(node: INodeTypeDescription) {
	for (const property of node.properties)
		if (['resource', 'operation'].includes(property.name) && Array.isArray(property.options))
			property.options.push({ name: 'Custom API Call', value: '__CUSTOM_API_CALL__' });
}

export interface Catalog {
	/** Every node type n8n's catalogue holds, Tool variants included */
	nodes: INodeTypeDescription[];
	/** The pack's own, Tool variants included, by type name */
	pack: Map<string, INodeTypeDescription>;
	/** n8n's search_nodes answer for one query, as the model reads it */
	search(query: string): string;
	/** The type definition get_node_types answers for one of the pack's nodes */
	typeDefinition(type: string): string;
	/** The type definition n8n would answer for a node described so */
	typeDefinitionOf(description: INodeTypeDescription): string;
}

/** `root`: where the pack is built (the repository; another checkout to compare with). */
export async function n8nCatalog(packages: Packages, root = ROOT): Promise<Catalog> {
	const { createAiTools } = n8nModule<{
		createAiTools(types: { nodes: INodeTypeDescription[] }, known: object): void;
	}>('n8n/dist/tool-generation/ai-tools.js');
	const { NodeTypeParser } = n8nModule<{
		NodeTypeParser: new (nodes: INodeTypeDescription[]) => unknown;
	}>('@n8n/ai-utilities/dist/cjs/node-catalog/node-type-parser.js');
	const { searchCodeBuilderNodes } = n8nModule<{
		searchCodeBuilderNodes(parser: unknown, queries: string[]): { results: string };
	}>('@n8n/ai-utilities/dist/cjs/node-catalog/search.js');
	const { synthesizeNodeTypeDef } = n8nModule<{
		synthesizeNodeTypeDef(description: INodeTypeDescription): string;
	}>('n8n/dist/modules/mcp-registry/synthesize-type-def.js');

	const ours = await packNodes(packages, root);
	const types = { nodes: [...builtInNodes(), ...ours] };
	createAiTools(types, { nodes: {}, credentials: {} });
	const pack = new Map(
		types.nodes
			.filter((node) => ours.some((o) => node.name.startsWith(o.name)))
			.map((n) => [n.name, n]),
	);
	for (const node of pack.values()) if (node.credentials?.length) injectCustomApiCall(node);
	const parser = new NodeTypeParser(types.nodes);
	return {
		nodes: types.nodes,
		pack,
		search: (query) => searchCodeBuilderNodes(parser, [query]).results,
		typeDefinition: (type) => synthesizeNodeTypeDef(pack.get(type)!),
		typeDefinitionOf: synthesizeNodeTypeDef,
	};
}
