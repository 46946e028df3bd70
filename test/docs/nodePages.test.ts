import { existsSync, readFileSync } from 'node:fs';

import {
	END,
	NODE_FOLDERS,
	START,
	generatedPart,
	nodeDescription,
	pagePath,
} from '../../scripts/docs/nodePages';
import { PACKAGE, packNodes } from '../harness/pack';
import { currentLock } from '../lock/descriptions';

/**
 * Each node's page (docs/nodes/<Node>.md) documents what the editor offers: its generated part is
 * what the description gives today (npm run docs:nodes rewrites it), and every resource,
 * operation, parameter and option value the description lock knows is named on the page, where
 * its operation is documented. The lock is read its own way (test/lock/descriptions.ts), not
 * through the generator, so a generator that leaves something out is caught.
 */

const generatedOf = (page: string) => page.slice(page.indexOf(START), page.indexOf(END));

/** The text documenting one resource's operation: its `### Resource → Operation` section. */
function sectionOf(text: string, resource: string, operation: string) {
	const tag = `\`${resource}\` → \`${operation}\`:`;
	return text.split('\n### ').find((part) => part.includes(tag));
}

const named = (value: unknown) =>
	`\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** What the lock holds of a node that its page does not name, one line each. */
function unnamed(type: string, page: string): string[] {
	const text = generatedOf(page);
	const missing: string[] = [];
	for (const [at, variants] of Object.entries(currentLock().nodes[`${type}@1`].parameters)) {
		// A notice is text on the panel: nothing a workflow saves.
		if (variants.every((variant) => variant.type === 'notice')) continue;
		const [scope, path] = at.split(': ');
		const [resource, operation] = scope.split('/');
		const where =
			resource === '*' || operation === '*' ? text : sectionOf(text, resource, operation);
		if (where === undefined) {
			missing.push(`${at}: no section for ${resource} → ${operation}`);
			continue;
		}
		for (const name of path.split('.'))
			if (!where.includes(named(name))) missing.push(`${at}: ${name} is not named`);
		for (const value of variants.flatMap((variant) => variant.values ?? [])) {
			const shown =
				path === 'operation'
					? text.includes(`\`${resource}\` → ${named(value)}:`)
					: where.includes(named(value));
			if (!shown) missing.push(`${at}: value ${JSON.stringify(value)} is not named`);
		}
	}
	return missing;
}

const typeOf = (folder: string) => `${PACKAGE}.${nodeDescription(folder)[0].name}`;

describe.each(NODE_FOLDERS)('docs/nodes/%s.md', (folder) => {
	const file = pagePath(folder);

	test('exists and its generated part is up to date (npm run docs:nodes)', () => {
		expect(existsSync(file)).toBe(true);
		const page = readFileSync(file, 'utf8');
		expect(generatedOf(page) + END).toBe(generatedPart(...nodeDescription(folder)));
	});

	test('names every resource, operation, parameter and option value the node has', () => {
		expect(unnamed(typeOf(folder), readFileSync(file, 'utf8'))).toEqual([]);
	});
});

test('every node of the pack has a page', () => {
	expect(NODE_FOLDERS.map(typeOf).sort()).toEqual(Object.keys(packNodes).sort());
});

test('a page that leaves out an operation, a parameter or an option value is caught', () => {
	const page = readFileSync(pagePath('Payments'), 'utf8');
	const type = typeOf('Payments');
	expect(unnamed(type, page)).toEqual([]);
	const withoutRefund = page.replace('`transaction` → `refund`:', '`transaction` → `refunded`:');
	expect(unnamed(type, withoutRefund)).toEqual(
		expect.arrayContaining([
			'transaction/refund: transactionId: no section for transaction → refund',
			'transaction/*: operation: value "refund" is not named',
		]),
	);
	const withoutField = page.replace(/`max_payments`/g, '`maxPayments`');
	expect(unnamed(type, withoutField)).toContain(
		'paymentLink/create: additionalFields.max_payments: max_payments is not named',
	);
	const withoutValue = page.replace(/`wallet_b`/g, '`wallet`');
	expect(unnamed(type, withoutValue)).toContain(
		'paymentLink/create: additionalFields.payment_methods: value "wallet_b" is not named',
	);
});
