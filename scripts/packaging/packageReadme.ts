import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Service } from './services';
import { ALL_IN_ONE, SERVICES } from './services';
import { NPM_INSTALL_FLAGS } from './tarball';
import { embedPage, githubUrl } from './links';
import { TEMPLATES } from '../docs/nodePages';

/**
 * A per-service package's README, in the order n8n's community node guidelines ask for
 * (Installation, Operations, Credentials, Compatibility, Usage, Resources, Version history),
 * made of the manual's own text: its nodes' pages (docs/nodes/), the README's Compatibility
 * summary, its templates' rows (docs/templates.md) and the Version history rows that concern it.
 * npm resolves no relative link, so every link and picture points at the repository on GitHub.
 */

const ROOT = path.resolve(__dirname, '../..');
type Json = Record<string, any>;
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The lines of a `##` (or `###`) section, without its heading, up to the next heading of that level or above. */
export function section(readme: string, heading: string): string {
	const level = /^#+/.exec(heading)![0].length;
	const lines = readme.split('\n');
	const start = lines.indexOf(heading);
	if (start < 0) throw new Error(`no "${heading}" section`);
	const end = lines.findIndex(
		(line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line),
	);
	return lines
		.slice(start + 1, end < 0 ? undefined : end)
		.join('\n')
		.trim();
}

/** A Markdown table's header (two lines) and the rows `keep` accepts. */
function tableRows(text: string, keep: (row: string) => boolean) {
	const rows = text.split('\n').filter((line) => line.startsWith('|'));
	return [rows[0], rows[1], ...rows.slice(2).filter(keep)].join('\n');
}

const firstCell = (row: string) => row.split('|')[1].trim();

/** Display names as n8n shows them, read from the compiled classes of dist/. */
function displayNames(service: Service) {
	const load = (file: string, name: string) =>
		new (require(path.join(ROOT, 'dist', file))[name])() as Json;
	return {
		nodes: service.nodes.map(
			(node) => load(`nodes/${node}/${node}.node.js`, node).description.displayName as string,
		),
		credentials: service.credentials.map(
			(c) => load(`credentials/${c}.credentials.js`, c).displayName as string,
		),
	};
}

/** The flags the tests install with, less the two that only keep npm quiet. */
const INSTALL_FLAGS = NPM_INSTALL_FLAGS.filter(
	(flag) => flag !== '--no-audit' && flag !== '--no-fund',
).join(' ');

export function packageReadme(
	service: Service,
	root: Json,
	templates: Array<{ file: string; workflow: Json }>,
	readme = read('README.md'),
) {
	const names = displayNames(service);
	const pages = service.nodes.map((node) => `docs/nodes/${node}.md`);
	// The pages without their templates' pictures (Usage lists the templates this package holds),
	// and their operations tables without links (each section follows the table here; as absolute
	// links they would cost 3,600 characters): npm keeps 65,536 characters of a README.
	const operations = pages
		.map((page) => {
			const text = read(page);
			const own = text
				.slice(0, text.indexOf(`\n${TEMPLATES}\n`))
				.replace(/^(\| [^|]+ \| )\[([^\]]+)\]\(#[^)]+\)/gm, '$1$2');
			return embedPage(root, page, 2, own);
		})
		.join('\n\n');
	// Each credential's paragraph (`**BizOps Chat API**: ...`), from the page of the node it belongs to.
	const credentials = names.credentials.map((name) => {
		const paragraph = pages
			.flatMap((page) => section(read(page), '## Credential').split('\n\n'))
			.find((text) => text.startsWith(`**${name}**`));
		if (!paragraph) throw new Error(`no node page of ${service.package} describes ${name}`);
		return `- ${paragraph}`;
	});
	const templateRows = read('docs/templates.md')
		.split('\n')
		.filter((line) => line.startsWith('| ['));
	const usage = templates.map(({ file, workflow }) => {
		const row = templateRows.find((line) => line.includes(`templates/${file}.json`));
		const what = row ? row.split('|')[2].trim() : workflow.name;
		const others = SERVICES.filter(
			(s) =>
				s.package !== service.package &&
				(workflow.nodes as Json[]).some((n) => String(n.type).startsWith(`${s.package}.`)),
		).map((s) => `\`${s.package}\``);
		return `- \`templates/${file}.json\`: ${what}.${others.length ? ` Needs ${others.join(', ')} installed too.` : ''}`;
	});
	const history = section(readme, '## Version history');
	// Release entries (`### 1.2.0 (2026-11-27)`) hold for every package: they share the version.
	const releases = history
		.split(/\n(?=### )/)
		.filter((part) => /^### \d+\.\d+\.\d+ \(/.test(part))
		.map((part) => part.trim());
	const historyRows = tableRows(history, (row) => {
		const cell = firstCell(row);
		return /^every /.test(cell) || names.nodes.some((name) => cell.includes(name));
	});

	return `${[
		`# ${service.package}`,
		`n8n community nodes for the BizOps ${service.service} service: ${names.nodes.join(', ')}, with the credential${names.credentials.length > 1 ? 's' : ''} ${names.credentials.join(', ')}.`,
		`This package holds one service, as n8n's verified community nodes do. The same nodes, for every BizOps service in one install, are in \`${ALL_IN_ONE}\` (for self-hosted n8n). **Install one or the other, never both**: both register the same credential types (\`${service.credentials.map((c) => c[0].toLowerCase() + c.slice(1)).join('`, `')}\`), and the editor would show every node twice. The per-service packages of several services go together well.`,
		'## Installation',
		[
			`On n8n Cloud, and on self-hosted n8n where only verified packages are allowed, this package can be installed once n8n has verified it (n8n's review grants the verified badge, not this repository): search for *BizOps ${service.service}* in the nodes panel.`,
			`On self-hosted n8n, as the instance owner or an admin: **Settings → Community Nodes → Install**, enter \`${service.package}\` ([n8n's guide](https://docs.n8n.io/integrations/community-nodes/installation/gui-install/)). Or by hand in n8n's nodes folder, then restart n8n:`,
			`\`\`\`bash\nmkdir -p ~/.n8n/nodes && cd ~/.n8n/nodes\nnpm install ${service.package} ${INSTALL_FLAGS}\n\`\`\``,
		].join('\n\n'),
		'## Operations',
		operations,
		'## Credentials',
		embedPage(root, pages[0], 0, credentials.join('\n')),
		'## Compatibility',
		[
			embedPage(root, 'README.md', 0, section(readme, '## Compatibility')),
			`Every BizOps package (\`${ALL_IN_ONE}\` and the per-service ones) is released together with one version number: install the same version of each.`,
		].join('\n\n'),
		'## Usage',
		[
			`Add a node by searching for *BizOps ${service.service}* in the nodes panel, pick or create its credential, then choose a resource and an operation.`,
			usage.length
				? `Templates (n8n workflow JSON, in this package's \`templates/\` folder; import one with *Import from File*):\n\n${usage.join('\n')}`
				: '',
		]
			.filter(Boolean)
			.join('\n\n'),
		'## Resources',
		[
			`- [n8n community nodes documentation](https://docs.n8n.io/integrations/#community-nodes)`,
			...pages.map((page, i) => `- [${names.nodes[i]}](${githubUrl(root, page)}) on GitHub`),
			`- [The whole manual](${githubUrl(root, 'README.md')}) (every BizOps service, and topics such as errors, repeated deliveries, queue mode and AI)`,
		].join('\n'),
		'## Version history',
		embedPage(
			root,
			'README.md',
			0,
			[
				releases.length ? releases.join('\n\n') : 'Nothing is released yet.',
				`### Node versions\n\n${historyRows}`,
			].join('\n\n'),
		),
		'## License',
		'MIT',
	].join('\n\n')}\n`;
}
