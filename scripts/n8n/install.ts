import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { NPM_INSTALL_FLAGS, installedProblems, npm } from '../packaging/tarball';

/**
 * The pack installed as users install it: npm into n8n's nodes folder, the way n8n's manual
 * installation documents it. `npm start`, the end-to-end, queue and registry suites all install
 * it this way; none copies `dist/`.
 */

/** n8n's nodes folder of a user folder, with the `package.json` n8n itself starts it with. */
export function nodesFolder(userFolder: string) {
	const dir = path.join(userFolder, '.n8n/nodes');
	mkdirSync(dir, { recursive: true });
	const manifest = path.join(dir, 'package.json');
	if (!existsSync(manifest))
		writeFileSync(manifest, JSON.stringify({ name: 'installed-nodes', private: true }, null, 2));
	return dir;
}

/**
 * Installs a package (a tarball path, or `name@version` from the registry npm is pointed at) into
 * n8n's nodes folder of `userFolder` with npm, then checks the installed tree as n8n will load it.
 */
export function installIntoN8n(userFolder: string, spec: string, env: Record<string, string> = {}) {
	const dir = nodesFolder(userFolder);
	npm(['install', spec, ...NPM_INSTALL_FLAGS], dir, env);
	const problems = installedProblems(dir);
	if (problems.length)
		throw new Error(`the pack installed from ${spec} is unfit:\n${problems.join('\n')}`);
	return dir;
}
