import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where test runs record endpoint hits (ENDPOINT_HITS_DIR lets parallel runs keep apart). */
export function endpointHitsDir() {
	return process.env.ENDPOINT_HITS_DIR ?? path.resolve(__dirname, '../../.endpoint-hits');
}

/** Records the (interface, METHOD, path template) rows a sandbox answered, for the coverage check. */
export function writeHits(hits: Set<string>, port: number) {
	if (hits.size === 0) return;
	const dir = endpointHitsDir();
	mkdirSync(dir, { recursive: true });
	writeFileSync(
		path.join(dir, `${process.pid}-${Date.now()}-${port}.tsv`),
		[...hits].join('\n') + '\n',
	);
}
