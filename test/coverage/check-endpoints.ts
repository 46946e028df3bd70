/**
 * Compares the endpoints the test run hit in the sandbox with test/coverage/endpoints.tsv (the
 * project's record of the documented API, one row per endpoint): every row of a finished
 * interface (one the sandbox simulates) must have been hit. BIZOPS_ENDPOINTS_TSV names another
 * catalogue.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { sandboxInterfaces } from '../sandbox';
import { endpointHitsDir } from '../sandbox/hits';

const root = path.resolve(__dirname, '../..');
const own = path.join(__dirname, 'endpoints.tsv');
const tsv = process.env.BIZOPS_ENDPOINTS_TSV ?? own;
// A copy of ../shared/endpoints.tsv, kept in step: where that file sits beside the project and
// differs, say so (the project stands alone, so this is no failure).
const upstream = path.resolve(root, '../shared/endpoints.tsv');
if (existsSync(upstream) && readFileSync(upstream, 'utf8') !== readFileSync(own, 'utf8')) {
	console.warn(`warning: ${path.relative(root, own)} differs from ${upstream}; bring it in step`);
}
const hitsDir = endpointHitsDir();

/**
 * Path parameters are compared by position, not by name. A leading `?` marks a path the
 * catalogue guessed (e.g. chat's webhooks/{id}): a route simulating the guess counts for it.
 */
const key = (slug: string, method: string, route: string) =>
	`${slug} ${method.toUpperCase()} ${route.replace(/^\?/, '').replace(/\{[^}]+\}/g, '{}')}`;

const interfaces = Object.values(sandboxInterfaces());
const only = process.env.ONLY_INTERFACES?.split(',');
const finished = new Set(
	interfaces.map((i) => i.slug).filter((slug) => !only || only.includes(slug)),
);
const excused = new Map(
	interfaces.flatMap((i) =>
		(i.notSimulated ?? []).map((row) => [key(i.slug, row.method, row.path), row.reason] as const),
	),
);

const rows = readFileSync(tsv, 'utf8')
	.split('\n')
	.slice(1)
	.filter(Boolean)
	.map((line) => line.split('\t'))
	.filter(([slug]) => finished.has(slug))
	.map(([slug, method, route]) => key(slug, method, route));

const hits = new Set(
	existsSync(hitsDir)
		? readdirSync(hitsDir).flatMap((file) =>
				readFileSync(path.join(hitsDir, file), 'utf8')
					.split('\n')
					.filter(Boolean)
					.map((line) => {
						const [slug, method, route] = line.split('\t');
						return key(slug, method, route);
					}),
			)
		: [],
);

const missing = rows.filter((row) => !hits.has(row) && !excused.has(row));
for (const slug of finished) {
	const own = rows.filter((row) => row.startsWith(`${slug} `));
	console.log(
		`${slug}: ${own.filter((row) => hits.has(row)).length}/${own.length} endpoints hit by tests`,
	);
}
for (const [row, reason] of excused) console.log(`not simulated: ${row} (${reason})`);
if (missing.length) {
	console.error(
		`Endpoints of finished interfaces that no test reaches:\n  ${missing.join('\n  ')}`,
	);
	process.exit(1);
}
