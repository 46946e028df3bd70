// Mermaid's own parser over the diagrams given on stdin (a JSON array of their sources): prints,
// in order, each one's diagram type or its parse error. A separate process because mermaid is
// only published as an ES module, which jest's module loader does not take (test/docs/diagrams.test.ts).
// Mermaid cleans labels with DOMPurify, which needs a DOM: jsdom's, set up before mermaid loads.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom');
const { window } = new JSDOM('<!doctype html><body></body>');
Object.assign(globalThis, { window, document: window.document });
const { default: mermaid } = await import(pathToFileURL(require.resolve('mermaid')).href);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const source of JSON.parse(input)) {
	try {
		results.push({ type: (await mermaid.parse(source)).diagramType });
	} catch (error) {
		results.push({ error: String(error.message ?? error) });
	}
}
process.stdout.write(JSON.stringify(results));
