// tsc compiles the code; this copies what it does not: node icons and codex (.node.json) files.
const { src, dest, series } = require('gulp');

function copyIcons() {
	return src('icons/**/*.svg').pipe(dest('dist/icons'));
}

function copyCodex() {
	return src('nodes/**/*.node.json').pipe(dest('dist/nodes'));
}

exports.build = series(copyIcons, copyCodex);
