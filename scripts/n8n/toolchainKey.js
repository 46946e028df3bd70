// Prints the CI cache key of the toolchain (`key=...`, for $GITHUB_OUTPUT): the n8n and Node
// versions scripts/n8n/toolchain.ts installs, and the 1.x n8n that .ci/run's compatibility run
// installs beside them, all from versions.json. Plain Node, because CI needs the key before
// anything is installed; test/release/manifest.test.ts checks it names what toolchain.ts exports.
const versions = require('./versions.json');

const oldest = [...versions.alsoTested, versions.n8n].sort((a, b) =>
	a.localeCompare(b, 'en', { numeric: true }),
)[0];
console.log(
	`key=toolchain-${process.platform}-${process.arch}-n8n-${versions.n8n}-node-${versions.node}-compat-${oldest}`,
);
