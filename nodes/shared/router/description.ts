import type { IBuilderHint, IBuilderHintVariation, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { byName, LOCATOR_IN_CODE } from '../parameters';
import { RUN_OPTIONS_HINT, runOptions } from '../runOptions';
import type { Operation, Resources } from './types';

/**
 * What an operation value does in any resource, for a value several resources share with different
 * texts (see sharedValues); a node gives its own where its first resource's text says more that
 * is true of them all.
 */
const SHARED_SUMMARIES: Record<string, string> = {
	create: 'Create a record',
	get: 'Get one record',
	getAll: 'List records',
	update: 'Change a record',
	delete: 'Delete a record',
	filter: 'Find records matching conditions',
	search: 'Find records by text',
	downloadXml: 'Get stamped XML as a file',
};

/**
 * The Resource dropdown, one Operation dropdown per resource, and every operation's parameters.
 * `summaries`: the node's own texts for operation values its resources share (SHARED_SUMMARIES).
 */
export function resourceProperties(
	resources: Resources,
	defaultResource: string,
	summaries: Record<string, string> = {},
): INodeProperties[] {
	const resourceSelector: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: Object.entries(resources)
			.map(([value, { name, description }]) => ({
				name,
				value,
				...(description ? { description } : {}),
			}))
			.sort(byName),
		default: defaultResource,
	};
	const unsummarised = new Map(
		sharedValues(resources).map((value) => {
			const summary = summaries[value] ?? SHARED_SUMMARIES[value];
			if (!summary)
				throw new Error(
					`resources share the operation value ${value} with different texts: give it a summary true for all`,
				);
			return [value, summary];
		}),
	);
	const operationSelectors = Object.entries(resources).map(
		([resource, { operations }]): INodeProperties => {
			const options = Object.entries(operations)
				.map(([value, { option }]) => {
					const summary = unsummarised.get(value);
					if (summary === undefined) return { ...option, value };
					// The first of its value: the SDK heads every resource's type of this value with it.
					unsummarised.delete(value);
					return { ...option, value, description: summary };
				})
				.sort(byName);
			const first = options[0].value;
			return {
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				displayOptions: { show: { resource: [resource] } },
				options,
				default: first,
			};
		},
	);
	const parameters = Object.entries(resources).flatMap(([resource, { operations }]) =>
		Object.entries(operations).flatMap(([operation, { description }]) =>
			updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, description),
		),
	);
	return [resourceSelector, ...operationSelectors, ...parameters, runOptions];
}

/**
 * Operation values that several resources share with different texts. n8n's Workflow SDK heads each
 * resource × operation type with the description of its resource if it has one, else of the first
 * option of that value in any resource (generateNodeTypeFile): so the first option of such a value
 * carries a text true for all (resourceProperties), and nodeBuilderHint writes each type's own.
 */
function sharedValues(resources: Resources): string[] {
	const texts = new Map<string, Set<string>>();
	for (const { operations } of Object.values(resources))
		for (const [value, { option }] of Object.entries(operations))
			texts.set(value, (texts.get(value) ?? new Set()).add(option.description));
	return [...texts].filter(([, distinct]) => distinct.size > 1).map(([value]) => value);
}

/**
 * A node's builder hint, with what the SDK writes into single resource × operation types: the
 * operation's own text where the type's head is not it (a resource's text, or a value's shared
 * one: see sharedValues), then the operations' examples; and once, at the head of the definition,
 * what Run Options do and how to write a record locator.
 */
export function nodeBuilderHint(resources: Resources, hint: IBuilderHint): IBuilderHint {
	const shared = sharedValues(resources);
	const each = (
		content: (operation: Operation, value: string, resource: string) => string | undefined,
	) =>
		Object.entries(resources).flatMap(([resource, { operations }]) =>
			Object.entries(operations).flatMap(([value, operation]): IBuilderHintVariation[] => {
				const text = content(operation, value, resource);
				const displayOptions = { show: { resource: [resource], operation: [value] } };
				return text ? [{ content: text, displayOptions }] : [];
			}),
		);
	const operations = Object.values(resources).flatMap((resource) =>
		Object.values(resource.operations),
	);
	const hasLocator = operations.some(({ description }) =>
		description.some((parameter) => parameter.type === 'resourceLocator'),
	);
	return {
		...hint,
		extraTypeDefContent: [
			// No display options: the SDK writes these once, at the head of the node's definition.
			{ content: RUN_OPTIONS_HINT },
			...(hasLocator ? [{ content: LOCATOR_IN_CODE }] : []),
			...each(({ option }, value, resource) =>
				resources[resource].description || shared.includes(value) ? option.description : undefined,
			),
			...each(({ example }) => example && `Example:\n${example}`),
		],
	};
}

/** Parameter name -> panel label, through collections and fixed collections. */
export function labelsOf(
	properties: readonly unknown[],
	labels = new Map<string, string>(),
): Map<string, string> {
	for (const property of properties as Array<{
		name: string;
		displayName?: string;
		options?: unknown[];
		values?: unknown[];
	}>) {
		if (property.displayName && !labels.has(property.name))
			labels.set(property.name, property.displayName);
		const children = property.values ?? property.options;
		if (
			Array.isArray(children) &&
			children.some((child) => typeof child === 'object' && child && 'name' in child)
		) {
			labelsOf(children, labels);
		}
	}
	return labels;
}
