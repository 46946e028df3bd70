import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every mermaid diagram of the manual (README.md and docs/) parses with mermaid's own parser, as
 * GitHub draws it, and is a plain flowchart: GitHub does not say which mermaid it runs, so the
 * diagrams keep to the flowchart syntax every mermaid of the last years reads (no `@{ shape }`
 * nodes, added in mermaid 11.3).
 */

const ROOT = path.resolve(__dirname, '../..');
const pages = [
	'README.md',
	...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.md'))
		.map((file) => path.posix.join('docs', file.split(path.sep).join('/'))),
];

const diagrams = pages.flatMap((page) =>
	[...readFileSync(path.join(ROOT, page), 'utf8').matchAll(/^```mermaid\n([\s\S]*?)^```/gm)].map(
		([, source], index) => ({ at: `${page} diagram ${index + 1}`, source }),
	),
);

/** Each source's diagram type, or its parse error, from mermaid (scripts/docs/parseDiagrams.mjs). */
function parsed(sources: string[]): Array<{ type?: string; error?: string }> {
	const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/docs/parseDiagrams.mjs')], {
		input: JSON.stringify(sources),
		encoding: 'utf8',
	});
	if (run.status !== 0) throw new Error(`parseDiagrams.mjs failed: ${run.stderr}`);
	return JSON.parse(run.stdout);
}

test('the queue-mode and AI-building diagrams, and any other, parse as plain flowcharts', () => {
	expect(diagrams.map(({ at }) => at.replace(/ diagram \d+$/, ''))).toEqual(
		expect.arrayContaining(['docs/ai-building.md', 'docs/queue-mode.md']),
	);
	const results = parsed(diagrams.map(({ source }) => source));
	expect(
		diagrams.map(({ at, source }, i) => ({
			at,
			...results[i],
			newSyntax: source.includes('@{'),
		})),
	).toEqual(diagrams.map(({ at }) => ({ at, type: 'flowchart-v2', newSyntax: false })));
});

test('a broken diagram fails to parse, naming the line', () => {
	const [broken, other] = parsed([
		'flowchart LR\n  A --> B[unclosed',
		'sequenceDiagram\n  A->>B: hi',
	]);
	expect(broken.error).toMatch(/^Parse error on line \d+:[\s\S]*B\[unclosed/);
	expect(other.type).toBe('sequence');
});
