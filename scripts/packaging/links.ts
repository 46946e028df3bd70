import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Links of the manual for readers other than GitHub. npm's page, n8n's community-node panel and
 * `npm view` resolve no relative link (npmjs.com only against a GitHub `repository`), so what is
 * published carries absolute addresses: the per-service READMEs (packageReadme) and the
 * all-in-one's README inside its tarball (packTarball), both through embedPage. The repository's
 * own files keep their relative links for GitHub.
 */

const ROOT = path.resolve(__dirname, '../..');
type Json = Record<string, any>;
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The repository's web address of a file (`blob`) or of its raw content (`raw`), from package.json's homepage. */
export function githubUrl(root: Json, file: string, kind: 'blob' | 'raw' = 'blob') {
	const repository = String(root.homepage).replace(/#.*$/, '');
	return kind === 'raw'
		? `${repository.replace('https://github.com/', 'https://raw.githubusercontent.com/')}/main/${file}`
		: `${repository}/blob/main/${file}`;
}

/**
 * A file of the repository as part of another document: its headings `levels` deeper, and each
 * relative link or picture an absolute GitHub address (an anchor alone, to the file it was written in).
 */
export function embedPage(root: Json, file: string, levels: number, text = read(file)) {
	const folder = path.posix.dirname(file);
	let fenced = false;
	return text
		.split('\n')
		.map((line) => {
			if (line.startsWith('```')) fenced = !fenced;
			return !fenced && /^#+ /.test(line) ? `${'#'.repeat(levels)}${line}` : line;
		})
		.join('\n')
		.replace(
			/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g,
			(link, image: string, label: string, target: string) => {
				if (/^[a-z]+:/.test(target)) return link;
				const [where, hash] = target.split('#');
				const resolved = where ? path.posix.normalize(path.posix.join(folder, where)) : file;
				const address = githubUrl(root, resolved, image ? 'raw' : 'blob');
				return `${image}[${label}](${address}${hash ? `#${hash}` : ''})`;
			},
		);
}

/** The all-in-one's README as its tarball holds it: README.md with every link and picture absolute. */
export const packedReadme = (root: Json) => embedPage(root, 'README.md', 0);

/**
 * Every link or picture target of a Markdown text that is not an absolute address: inline
 * (`[a](b)`, `![a](b)`), reference definitions (`[a]: b`) and HTML `href`/`src`.
 */
export function relativeTargets(text: string): string[] {
	const targets = [
		...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?[^)]*\)/g),
		...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/gm),
		...text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi),
	].map((match) => match[1]);
	return targets.filter((target) => !/^(https?:|mailto:)/i.test(target));
}
