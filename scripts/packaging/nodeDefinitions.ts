import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { NodeTypeDescription } from '@n8n/workflow-sdk';
import { getPackageName, nodeNameToFileName, orchestrateGeneration } from '@n8n/workflow-sdk';
import { PackageDirectoryLoader } from 'n8n-core';

import { releasePackages } from './packages';

/**
 * The node definitions of every package (issue 45), written by `npm run build` into its
 * `dist/node-definitions/`: the TypeScript types and Zod schemas of each node, made as n8n makes
 * its own `dist/node-definitions`: the descriptions as n8n's loader reads the built package, named
 * `<package>.<node>`, through the Workflow SDK's generator (`orchestrateGeneration`), in n8n's
 * layout `nodes/<package>/<node>/v1…`. With them the SDK validates a workflow offline:
 * `workflow-sdk validate workflow.ts --node-types node_modules/<package>/dist/node-definitions`.
 *
 * Two changes to the schemas the generator writes, so that they hold what n8n accepts and refuse
 * what it would not run: its objects let any unknown key through (Zod's default), so a parameter
 * a model made up would pass: ours are strict (the notices the editor saves with a node stay
 * allowed); and its lists (multi-selects above all) refuse an expression, which n8n resolves in
 * any parameter: ours take one.
 */

/** Parameter types that only show text in the editor: the generator leaves them out, the editor saves them. */
const DISPLAY_ONLY = ['notice', 'callout', 'curlImport', 'credentials'];

export const DEFINITIONS = path.join('dist', 'node-definitions');

/** The node descriptions of the built package in `dir`, as n8n's loader reads them (`dist/types/nodes.json` in n8n's own packages). */
export async function loadedDescriptions(dir: string) {
	const loader = new PackageDirectoryLoader(dir);
	await loader.loadAll();
	return loader.types.nodes.map((node) => ({
		...(node as unknown as NodeTypeDescription),
		name: `${loader.packageName}.${node.name}`,
	}));
}

/** The index just past the parenthesis that closes the one opened right before `from`. */
function closingParenthesis(code: string, from: number) {
	let depth = 1;
	for (let i = from; i < code.length; i++) {
		const char = code[i];
		if (char === "'" || char === '"') {
			for (i++; code[i] !== char; i++) if (code[i] === '\\') i++;
		} else if (char === '(') depth++;
		else if (char === ')' && --depth === 0) return i + 1;
	}
	throw new Error(`unbalanced parentheses after ${code.slice(from - 10, from + 40)}`);
}

/** A generated schema module with strict objects and lists that take an expression; `displayOnly` are the node's notices. */
export function adjustSchema(code: string, displayOnly: string[]) {
	const notices = displayOnly.map((name) => ` ${name}: z.string().optional(),`).join('');
	let adjusted = code
		.replace(/(parameters: |parametersSchema = )z\.object\(\{/g, (start) => `${start}${notices}`)
		.replaceAll('z.object(', 'z.strictObject(');
	// From the last list to the first: a list inside another is wrapped before the outer one.
	const starts = [...adjusted.matchAll(/z\.array\(/g)].map((match) => match.index).reverse();
	for (const start of starts) {
		const end = closingParenthesis(adjusted, start + 'z.array('.length);
		adjusted = `${adjusted.slice(0, start)}z.union([${adjusted.slice(start, end)}, expressionSchema])${adjusted.slice(end)}`;
	}
	return adjusted;
}

const schemaFiles = (dir: string): string[] =>
	readdirSync(dir).flatMap((name) => {
		const file = path.join(dir, name);
		if (statSync(file).isDirectory()) return schemaFiles(file);
		return name.endsWith('.schema.js') ? [file] : [];
	});

/** Writes `dist/node-definitions/` of the built package in `dir`; returns how many nodes it holds. */
export async function writeNodeDefinitions(dir: string) {
	const outputDir = path.join(dir, DEFINITIONS);
	rmSync(outputDir, { recursive: true, force: true });
	const nodes = await loadedDescriptions(dir);
	const { nodeCount } = await orchestrateGeneration({ nodes, outputDir });
	for (const node of nodes) {
		const displayOnly = node.properties
			.filter((property) => DISPLAY_ONLY.includes(property.type))
			.map((property) => property.name);
		const folder = path.join(
			outputDir,
			'nodes',
			getPackageName(node.name),
			nodeNameToFileName(node.name),
		);
		for (const file of schemaFiles(folder))
			writeFileSync(file, adjustSchema(readFileSync(file, 'utf8'), displayOnly));
	}
	return nodeCount;
}

if (require.main === module) {
	void (async () => {
		const made: string[] = [];
		for (const { name, dir } of releasePackages())
			made.push(`${name} ${await writeNodeDefinitions(dir)}`);
		console.log(`node definitions of ${made.join(', ')} nodes`);
	})().catch((error: Error) => {
		console.error(error);
		process.exit(1);
	});
}
