import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';

import type { Resources } from '../../nodes/shared/router';
import { packNodes } from '../harness/pack';
import { type Catalog, n8nCatalog } from './n8nCatalog';

/**
 * The type definitions n8n 2.40.7's get_node_types hands a model for each node and its Tool
 * variant (generated on the fly by the Workflow SDK from the description, the whole node in one
 * answer): every resource, operation and parameter named, the hints shown, each operation's type
 * headed by what that operation does, and a size a model can afford.
 */

const LIMIT = 40_000;

/**
 * Nodes whose definition stays over the limit, with the most it may take (a ceiling may only go
 * down), and whether they would get under it keeping only the text the issue and n8n's lint
 * require (`withOnlyRequiredText`): 'over' means not even then. n8n repeats in each of a node's
 * resource × operation types (a Custom API Call type per resource among them) every parameter
 * shown for all of them: Run Options, Chat's Account ID, and in the Tool variant n8n's own two tool
 * parameters, whose default is the node's description (kept to one short line in these nodes for
 * that reason). The two marked 'under' would get there only without most of their fields' help
 * (docs/ai-building.md).
 */
const OVER_LIMIT: Record<string, { ceiling: number; withRequiredTextOnly: 'over' | 'under' }> = {
	'n8n-nodes-bizops.salesCrm': { ceiling: 45_000, withRequiredTextOnly: 'under' },
	'n8n-nodes-bizops.salesCrmTool': { ceiling: 60_500, withRequiredTextOnly: 'over' },
	'n8n-nodes-bizops.recruitmentTool': { ceiling: 49_000, withRequiredTextOnly: 'under' },
	'n8n-nodes-bizops.signageTool': { ceiling: 54_500, withRequiredTextOnly: 'over' },
	'n8n-nodes-bizops.chat': { ceiling: 67_000, withRequiredTextOnly: 'over' },
	'n8n-nodes-bizops.chatTool': { ceiling: 91_500, withRequiredTextOnly: 'over' },
	'n8n-nodes-bizops.invoicing': { ceiling: 55_500, withRequiredTextOnly: 'over' },
	'n8n-nodes-bizops.invoicingTool': { ceiling: 70_500, withRequiredTextOnly: 'over' },
};

interface Combination {
	resource: string;
	operation: string;
	/** The SDK's comment above the type */
	above?: string;
	/** The first line of the comment inside it */
	inside?: string;
}

/** The resource × operation types of a definition, with what heads them. */
function combinations(definition: string): Combination[] {
	const found: Combination[] = [];
	const pattern =
		/(?:\/\*\* (.*) \*\/\n)?export type \w+Params = \{\n(?: {2}\/\*\*\n {3}\* (.*)\n(?: {3}\*.*\n)*? {3}\*\/\n)? {2}resource: '(\w+)';\n {2}operation: '(\w+)';/g;
	for (const [, above, inside, resource, operation] of definition.matchAll(pattern))
		found.push({ resource, operation, above, inside });
	return found;
}

/** Every parameter name of a description, through collections and fixed collections. */
function parameterNames(properties: INodeProperties[]): string[] {
	return properties.flatMap((property) => {
		if (property.type === 'notice' || property.type === 'hidden') return [];
		const children =
			property.type === 'collection'
				? parameterNames(property.options as INodeProperties[])
				: property.type === 'fixedCollection'
					? (property.options as INodePropertyCollection[]).flatMap((group) => [
							group.name,
							...parameterNames(group.values),
						])
					: [];
		return [property.name, ...children];
	});
}

/** A description without the texts a person or a model reads: what is left is n8n's to write. */
function withoutText(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutText);
	if (!value || typeof value !== 'object') return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(
				([key, inner]) =>
					key !== 'builderHint' &&
					!(
						['description', 'hint', 'placeholder', 'action'].includes(key) &&
						typeof inner === 'string'
					),
			)
			.map(([key, inner]) => [key, withoutText(inner)]),
	);
}

/** The sentences n8n's lint asks of some parameters, word for word. */
const LINT_SENTENCES = [
	'Whether to return all results or only up to a given limit',
	'Max number of results to return',
	'Whether to return a simplified version of the response instead of the raw data',
	'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
];

/**
 * A node's description with only the text the issue and n8n's lint require: builder hints (point
 * 1), what each resource and operation does (point 3's summaries), the node's own description and
 * the lint's sentences, alone; every other description, hint and placeholder gone.
 */
function withOnlyRequiredText(value: unknown, optionTextKept = false): unknown {
	if (Array.isArray(value)) return value.map((item) => withOnlyRequiredText(item, optionTextKept));
	if (!value || typeof value !== 'object') return value;
	const name = (value as { name?: unknown }).name;
	const entries = Object.entries(value).flatMap(([key, inner]): Array<[string, unknown]> => {
		if (key === 'builderHint') return [[key, inner]];
		if (
			typeof inner !== 'string' ||
			!['description', 'hint', 'placeholder', 'action'].includes(key)
		)
			return [
				[
					key,
					withOnlyRequiredText(
						inner,
						key === 'options' && (name === 'resource' || name === 'operation'),
					),
				],
			];
		if (key === 'description' && optionTextKept) return [[key, inner]];
		const sentence = LINT_SENTENCES.find((s) => key === 'description' && inner.includes(s));
		return sentence ? [[key, sentence]] : [];
	});
	return Object.fromEntries(entries);
}

const folder = (name: string) => name[0].toUpperCase() + name.slice(1);

describe("n8n's type definitions of the pack", () => {
	let catalog: Catalog;
	beforeAll(async () => {
		catalog = await n8nCatalog('all-in-one');
	});

	const types = Object.entries(packNodes).flatMap(([type, node]) =>
		node.description.usableAsTool ? [type, `${type}Tool`] : [type],
	);

	test.each(types)('%s: generated whole, every parameter named, within its size', (type) => {
		const definition = catalog.typeDefinition(type);
		process.stdout.write(`${type}: ${definition.length} characters\n`);
		expect(definition.length).toBeLessThanOrEqual(OVER_LIMIT[type]?.ceiling ?? LIMIT);
		const description = catalog.pack.get(type)!;
		const unnamed = [...new Set(parameterNames(description.properties))].filter(
			(name) => !new RegExp(`\\n\\s*'?${name}'?\\??: `).test(definition),
		);
		expect(unnamed).toEqual([]);
		expect(definition).toContain(
			`@builderHint ${description.builderHint!.searchHint!.slice(0, 60)}`,
		);
	});

	/**
	 * Why a node stays over the limit: its definition with no text of ours (descriptions, hints,
	 * placeholders and builder hints gone, the node's description empty) is what n8n's generator
	 * writes for its names, types, defaults and its own scaffolding alone; with only the text the
	 * issue and the lint require, most are over still.
	 */
	test.each(Object.keys(OVER_LIMIT))(
		"%s: still over the limit, and how far n8n's own text alone and the required text take it",
		(type) => {
			const description = catalog.pack.get(type)!;
			const bare = withoutText(description) as INodeTypeDescription;
			bare.description = '';
			for (const property of bare.properties)
				if (property.name === 'toolDescription') property.default = '';
			const floor = catalog.typeDefinitionOf(bare).length;
			const required = catalog.typeDefinitionOf(
				withOnlyRequiredText(description) as INodeTypeDescription,
			).length;
			const definition = catalog.typeDefinition(type).length;
			process.stdout.write(
				`${type}: ${definition} characters, ${required} with only the required text, ${floor} without any text of ours (${Math.round((100 * (definition - LIMIT)) / (definition - floor))}% of that text to cut)\n`,
			);
			expect(definition).toBeGreaterThan(LIMIT);
			expect(required > LIMIT ? 'over' : 'under').toBe(OVER_LIMIT[type].withRequiredTextOnly);
		},
	);

	const actionNodes = Object.entries(packNodes).filter(([, node]) => node.description.usableAsTool);

	/**
	 * The SDK heads each resource × operation type with its resource's description if it has one,
	 * else with the description of the first option of that operation value in any resource. Where
	 * that is not the operation's own text, the head must be the resource's text or a text written
	 * for all resources sharing the value (never another resource's own), and the operation's own
	 * text must follow inside.
	 */
	test.each(actionNodes.flatMap(([type]) => [type, `${type}Tool`]))(
		'%s: every resource × operation type says what that operation does (its own text, or a head true for it and then its own)',
		(type) => {
			const resources = resourcesOf(type);
			const operationOptions = catalog.pack
				.get(type)!
				.properties.filter((p) => p.name === 'operation')
				.flatMap((p) => p.options as INodePropertyOptions[]);
			const found = combinations(catalog.typeDefinition(type)).filter(
				({ operation }) => operation !== '__CUSTOM_API_CALL__',
			);
			const expected = Object.entries(resources).flatMap(
				([resource, { operations, description }]) =>
					Object.entries(operations).map(([operation, { option }]): Combination => {
						const texts = Object.values(resources).flatMap((r) =>
							r.operations[operation] ? [r.operations[operation].option.description] : [],
						);
						const shared = new Set(texts).size > 1;
						const head =
							description ??
							(shared
								? operationOptions.find((o) => o.value === operation)!.description
								: undefined);
						if (!head) return { resource, operation, above: option.description };
						if (!description) expect(texts).not.toContain(head);
						return { resource, operation, above: head, inside: option.description };
					}),
			);
			const heads = found.map(({ resource, operation, above, inside }) => {
				const own = expected.find((e) => e.resource === resource && e.operation === operation);
				return { resource, operation, above, ...(own?.inside ? { inside } : {}) };
			});
			expect(heads.sort(byCombination)).toEqual(expected.sort(byCombination));
		},
	);

	test.each(actionNodes.map(([type]) => type))(
		'%s: every Operation option and every described Resource option keeps its line in the editor',
		(type) => {
			const resources = resourcesOf(type);
			const lines = (name: string) =>
				catalog.pack
					.get(type)!
					.properties.filter((p) => p.name === name)
					.flatMap((p) => p.options as INodePropertyOptions[])
					.filter((o) => o.value !== '__CUSTOM_API_CALL__')
					.map((o) => [o.value, o.description]);
			expect(lines('operation').filter(([, line]) => !line)).toEqual([]);
			expect(lines('resource')).toEqual(
				expect.arrayContaining(
					Object.entries(resources).map(([value, { description }]) => [value, description]),
				),
			);
		},
	);
});

function resourcesOf(type: string): Resources {
	const name = type.split('.')[1].replace(/Tool$/, '');
	return require(`../../nodes/${folder(name)}/${folder(name)}.node`).resources as Resources;
}

const byCombination = (a: Combination, b: Combination) =>
	`${a.resource}/${a.operation}`.localeCompare(`${b.resource}/${b.operation}`);
