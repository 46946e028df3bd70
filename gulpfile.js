// tsc compiles the code; this copies what it does not: node icons and codex (.node.json) files.
const { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('fs');
const path = require('path');
const { src, dest, series } = require('gulp');

/**
 * An empty dist/ (and no incremental state) before tsc: a module left from an earlier layout would
 * otherwise stay and be loaded instead (dist/nodes/shared/transport.js shadowed transport/index.js).
 */
async function clean() {
	rmSync('dist', { recursive: true, force: true });
	rmSync('.tsbuildinfo', { force: true });
}

function copyIcons() {
	return src('icons/**/*.svg').pipe(dest('dist/icons'));
}

/**
 * Each codex file with its documentation links, written from package.json's `homepage` (the one
 * place the repository's address is kept): the node's Docs link is its page of the manual
 * (docs/nodes/<Node>.md, no fragment: n8n appends its tracking parameters to it), its credential
 * link the credential section of its interface's action node page (a trigger shares its credential).
 */
async function writeCodex() {
	const { homepage } = JSON.parse(readFileSync('package.json', 'utf8'));
	const page = (folder) => `${homepage}/blob/main/docs/nodes/${folder}.md`;
	const codexFiles = readdirSync('nodes', { recursive: true, encoding: 'utf8' }).filter((file) =>
		file.endsWith('.node.json'),
	);
	for (const file of codexFiles) {
		const codex = JSON.parse(readFileSync(path.join('nodes', file), 'utf8'));
		const folder = path.basename(file, '.node.json');
		const resources = {
			credentialDocumentation: [{ url: `${page(folder.replace(/Trigger$/, ''))}#credential` }],
			primaryDocumentation: [{ url: page(folder) }],
		};
		const target = path.join('dist/nodes', file);
		mkdirSync(path.dirname(target), { recursive: true });
		writeFileSync(target, JSON.stringify({ ...codex, resources }, null, '\t') + '\n');
	}
}

exports.clean = clean;
exports.build = series(copyIcons, writeCodex);
