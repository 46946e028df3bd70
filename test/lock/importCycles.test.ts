import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The pack's files stand in layers (the transport's among them): no file imports, through any
 * chain of imports (type imports included), a file that imports it back. A circle means two files
 * each need the other, so neither can be read, tested or changed alone.
 */

const root = path.resolve(__dirname, '../..');

/** The pack's own files a TypeScript file imports (relative imports, type-only ones included) */
function importsOf(file: string): string[] {
	const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
	const names = new Set(importedFiles.map(({ fileName }) => fileName));
	return [...names]
		.filter((name) => name.startsWith('.'))
		.map((name) => path.resolve(path.dirname(file), name))
		.map((target) =>
			[`${target}.ts`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate)),
		)
		.filter((target): target is string => target !== undefined);
}

/** Every circle of imports through `start`'s files, each as the chain of files that closes it */
function importCycles(start: string[]): string[][] {
	const graph = new Map<string, string[]>();
	const edges = (file: string) => {
		if (!graph.has(file)) graph.set(file, importsOf(file));
		return graph.get(file)!;
	};
	const cycles: string[][] = [];
	const done = new Set<string>();
	const visit = (file: string, chain: string[]) => {
		const at = chain.indexOf(file);
		if (at >= 0) return void cycles.push([...chain.slice(at), file]);
		if (done.has(file)) return;
		for (const next of edges(file)) visit(next, [...chain, file]);
		done.add(file);
	};
	for (const file of start) visit(file, []);
	return cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));
}

/** The TypeScript files in a folder and its subfolders */
const filesUnder = (folder: string): string[] =>
	readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(folder, entry.name);
		if (entry.isDirectory()) return filesUnder(file);
		return entry.name.endsWith('.ts') ? [file] : [];
	});

test('the transport has no circle of imports', () => {
	expect(importCycles(filesUnder(path.join(root, 'nodes/shared/transport')))).toEqual([]);
});

test('nor has the rest of the pack', () => {
	const pack = [
		...filesUnder(path.join(root, 'nodes')),
		...filesUnder(path.join(root, 'credentials')),
		path.join(root, 'index.ts'),
	];
	expect(importCycles(pack)).toEqual([]);
});

test('the check finds a circle (two files that import each other)', () => {
	expect(importCycles([path.join(__dirname, 'fixtures/cycle/a.ts')])).toEqual([
		[
			'test/lock/fixtures/cycle/a.ts',
			'test/lock/fixtures/cycle/b.ts',
			'test/lock/fixtures/cycle/a.ts',
		],
	]);
});
