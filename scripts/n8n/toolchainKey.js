// Prints the CI cache key of the toolchain (`key=...`, for $GITHUB_OUTPUT): the n8n and Node versions
// scripts/n8n/toolchain.ts installs, and the 1.x n8n that .ci/run's compatibility run installs beside them. Plain Node, because CI needs the key before anything is installed;
// test/release/toolchainKey.test.ts checks it reads what toolchain.ts exports.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const source = readFileSync(path.join(__dirname, 'toolchain.ts'), 'utf8');
const version = (name) => {
	const match = new RegExp(`^export const ${name} = '([^']+)';$`, 'm').exec(source);
	if (!match) throw new Error(`scripts/n8n/toolchain.ts exports no ${name} = '<version>'`);
	return match[1];
};

const compat = /^export const COMPAT_VERSIONS = \['([^']+)'/m.exec(source);
if (!compat)
	throw new Error("scripts/n8n/toolchain.ts exports no COMPAT_VERSIONS = ['<version>', ...]");

console.log(
	`key=toolchain-${process.platform}-${process.arch}-n8n-${version('N8N_VERSION')}-node-${version('NODE_VERSION')}-compat-${compat[1]}`,
);
