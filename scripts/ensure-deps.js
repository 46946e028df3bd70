// Installs the pack's development dependencies on a fresh clone, so `npm test` and
// `npm start` work as the first command. Plain Node, no dependencies of its own.
const { existsSync, statSync } = require('node:fs');
const { execSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
	console.log('Installing development dependencies...');
	execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
