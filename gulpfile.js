// tsc compiles the code; this copies what it does not: node icons and codex (.node.json) files.
const { rmSync } = require('fs');
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

function copyCodex() {
	return src('nodes/**/*.node.json').pipe(dest('dist/nodes'));
}

exports.clean = clean;
exports.build = series(copyIcons, copyCodex);
