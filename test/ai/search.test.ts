import { type Packages, typeName } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import { type Catalog, n8nCatalog } from './n8nCatalog';
import searches from './searches.json';

/**
 * A model finds each node in one search: every query of searches.json, sent to n8n 2.40.7's own
 * search_nodes (its search engine over every node n8n has, the pack as n8n loads it), reaches its
 * node: the node is among the five results, or a result names its type (its search hint, its
 * related nodes), so the model knows which node to take. In both package forms, each with its own
 * type IDs. `beyondRanking` lists queries n8n's ranking keeps from any community node, and why.
 */

const FORMS: Packages[] = ['all-in-one', 'per-service'];

/** Whether n8n's answer names the type (not as the prefix of a longer one, e.g. its trigger). */
const names = (answer: string, type: string) =>
	new RegExp(`${type.replace(/[.-]/g, '\\$&')}(?![A-Za-z])`).test(answer);

describe.each(FORMS)("n8n's node search, %s packages", (packages) => {
	let catalog: Catalog;
	beforeAll(async () => {
		catalog = await n8nCatalog(packages);
	});

	test('the list covers every node with at least six searches', () => {
		const nodes = Object.keys(packNodes).map((type) => type.split('.')[1]);
		expect(Object.keys(searches.reach).sort()).toEqual(nodes.sort());
		for (const queries of Object.values(searches.reach))
			expect(queries.length).toBeGreaterThanOrEqual(6);
	});

	test.each(Object.entries(searches.reach))('every search for %s reaches it', (name, queries) => {
		const type = typeName(name, packages);
		const missed = queries.filter((query) => !names(catalog.search(query), type));
		// The figure per node, past jest's silenced console.
		process.stdout.write(
			`${type}: ${queries.length - missed.length}/${queries.length} searches reach it\n`,
		);
		expect(missed).toEqual([]);
	});

	test('the queries beyond the ranking still miss (else they belong in the list)', () => {
		const reached = Object.keys(searches.beyondRanking).filter((query) =>
			[...catalog.pack.keys()].some((type) => names(catalog.search(query), type)),
		);
		expect(reached).toEqual([]);
	});
});
