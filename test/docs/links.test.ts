import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { anchor } from '../../scripts/docs/nodePages';
import { SERVICES } from '../../scripts/packaging/services';
import { manifest } from '../../scripts/packaging/packages';

/**
 * Every link of the manual (README.md and docs/) leads somewhere: a relative link's file exists
 * and so does its anchor, by GitHub's rules for heading anchors; every page can be reached from the
 * README. The addresses n8n's editor and npm show (each node's Docs link, each credential's
 * documentation link, each per-service package's homepage) are GitHub addresses of the same files,
 * checked the same way.
 */

const ROOT = path.resolve(__dirname, '../..');
const REPOSITORY = `${(require('../../package.json') as { homepage: string }).homepage}/blob/main/`;

const pages = [
	'README.md',
	...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.md'))
		.map((file) => path.posix.join('docs', file.split(path.sep).join('/'))),
].sort();

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** A page's text without fenced code blocks and inline code (where `[a](b)` is no link). */
function prose(text: string) {
	return text
		.replace(/^```[\s\S]*?^```/gm, '')
		.split('\n')
		.map((line) => line.replace(/`[^`]*`/g, 'code'))
		.join('\n');
}

/** The anchors GitHub gives a page's headings: the heading's text as a slug, -1, -2… when repeated. */
function anchorsOf(text: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
		const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
		const slug = anchor(plain);
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		anchors.add(count ? `${slug}-${count}` : slug);
	}
	return anchors;
}

/** The links and pictures of a page: [label](target) and ![label](target). */
const linksOf = (text: string) =>
	[...prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]);

/** What is wrong with a target seen from `page` (a repository file), or undefined. */
function problem(page: string, target: string): string | undefined {
	if (target.startsWith(REPOSITORY)) target = `/${target.slice(REPOSITORY.length)}`;
	else if (/^[a-z]+:/.test(target)) return undefined;
	const [where, hash] = target.split('#');
	const file = !where
		? page
		: where.startsWith('/')
			? where.slice(1)
			: path.posix.normalize(path.posix.join(path.posix.dirname(page), where));
	if (!existsSync(path.join(ROOT, file))) return `${target}: ${file} does not exist`;
	if (hash === undefined) return undefined;
	if (statSync(path.join(ROOT, file)).isDirectory() || !file.endsWith('.md'))
		return `${target}: an anchor on a file that has no headings`;
	if (!anchorsOf(read(file)).has(hash)) return `${target}: ${file} has no heading #${hash}`;
	return undefined;
}

test('every relative link and picture of README.md and docs/ leads to a file, and its anchor to a heading there', () => {
	const broken = pages.flatMap((page) =>
		linksOf(read(page))
			.map((target) => problem(page, target))
			.filter(Boolean)
			.map((what) => `${page}: ${what}`),
	);
	expect(broken).toEqual([]);
	// (what the manual holds: enough links for the check to mean something)
	expect(pages.length).toBeGreaterThan(35);
	expect(pages.flatMap((page) => linksOf(read(page))).length).toBeGreaterThan(500);
});

test('every page of docs/ can be reached from the README by following links', () => {
	const reached = new Set(['README.md']);
	const queue = ['README.md'];
	while (queue.length) {
		const page = queue.shift()!;
		for (const target of linksOf(read(page))) {
			const where = target.split('#')[0];
			if (!where || /^[a-z]+:/.test(where) || !where.endsWith('.md')) continue;
			const file = path.posix.normalize(path.posix.join(path.posix.dirname(page), where));
			if (!reached.has(file) && existsSync(path.join(ROOT, file))) {
				reached.add(file);
				queue.push(file);
			}
		}
	}
	expect(pages.filter((page) => !reached.has(page))).toEqual([]);
});

test("each node's Docs link (its codex file) is its page, each credential's documentation link its credential section, each package's homepage its service's page", () => {
	const links: Array<[string, string]> = [];
	for (const folder of SERVICES.flatMap((service) => service.nodes)) {
		// (the built codex file: the build writes its links from package.json's homepage)
		const codex = JSON.parse(read(`dist/nodes/${folder}/${folder}.node.json`)) as {
			resources: Record<string, Array<{ url: string }>>;
		};
		const [primary] = codex.resources.primaryDocumentation;
		// n8n appends its tracking parameters to the Docs link: no #fragment, or it never lands.
		expect(primary.url).toBe(`${REPOSITORY}docs/nodes/${folder}.md`);
		links.push([`dist/nodes/${folder}/${folder}.node.json`, primary.url]);
		for (const { url } of codex.resources.credentialDocumentation)
			links.push([`dist/nodes/${folder}/${folder}.node.json`, url]);
	}
	for (const file of readdirSync(path.join(ROOT, 'credentials')).filter((f) =>
		f.endsWith('.credentials.ts'),
	)) {
		const url = /documentationUrl =\s*'([^']+)'/.exec(read(`credentials/${file}`))?.[1];
		expect(url).toMatch(new RegExp(`^${REPOSITORY}docs/nodes/\\w+\\.md#credential$`));
		links.push([`credentials/${file}`, url!]);
	}
	for (const service of SERVICES) links.push([service.package, manifest(service).homepage]);
	expect(
		links.map(([from, url]) => problem('README.md', url) && `${from}: ${url}`).filter(Boolean),
	).toEqual([]);
});

test('the anchor rules are GitHub’s: punctuation dropped, spaces as hyphens, a repeated heading numbered', () => {
	expect([
		...anchorsOf(
			"# Running with n8n's SSRF protection on\n## Payment Link → Create\n## Credential\n## Credential\n```\n# not a heading\n```\n## `npm run dev` and *Speed*",
		),
	]).toEqual([
		'running-with-n8ns-ssrf-protection-on',
		'payment-link--create',
		'credential',
		'credential-1',
		'npm-run-dev-and-speed',
	]);
	expect(problem('docs/errors.md', 'security.md#secrets')).toBeUndefined();
	expect(problem('docs/errors.md', 'security.md#no-such-heading')).toMatch(/no heading/);
	expect(problem('docs/errors.md', 'nowhere.md')).toMatch(/does not exist/);
});
