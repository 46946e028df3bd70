import type { IBuilderHint, IBuilderHintVariation, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { byName } from '../parameters';
import { runOptions } from '../runOptions';
import type { Operation, Resources } from './types';

/** The Resource dropdown, one Operation dropdown per resource, and every operation's parameters. */
export function resourceProperties(
	resources: Resources,
	defaultResource: string,
): INodeProperties[] {
	const resourceSelector: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: Object.entries(resources)
			// A builder hint, not a description: the SDK would head every operation's type with it.
			.map(([value, { name, description }]) => ({
				name,
				value,
				...(description ? { builderHint: { propertyHint: description } } : {}),
			}))
			.sort(byName),
		default: defaultResource,
	};
	const unsummarised = new Set(ambiguousOperations(resources));
	const operationSelectors = Object.entries(resources).map(
		([resource, { operations }]): INodeProperties => {
			const options = Object.entries(operations)
				.map(([value, { option }]) => {
					if (!unsummarised.delete(value)) return { ...option, value };
					// The first of its value: the SDK would head the other resources' types with it.
					const { description, ...rest } = option;
					return { ...rest, value, builderHint: { propertyHint: description } };
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
 * resource × operation type with the description of the first option of that value in any
 * resource (generateNodeTypeFile), so "Agent → Delete" would read the contact's text: the first
 * such option keeps its text as a builder hint instead, and operationSummaries gives each of these
 * types its own.
 */
function ambiguousOperations(resources: Resources): string[] {
	const texts = new Map<string, Set<string>>();
	for (const { operations } of Object.values(resources))
		for (const [value, { option }] of Object.entries(operations))
			texts.set(value, (texts.get(value) ?? new Set()).add(option.description));
	return [...texts].filter(([, distinct]) => distinct.size > 1).map(([value]) => value);
}

/**
 * A node's builder hint, with what the SDK writes into single resource × operation types: the
 * summary of each whose operation value other resources share (see ambiguousOperations), then
 * the operations' examples.
 */
export function nodeBuilderHint(resources: Resources, hint: IBuilderHint): IBuilderHint {
	const ambiguous = ambiguousOperations(resources);
	const each = (content: (operation: Operation, value: string) => string | undefined) =>
		Object.entries(resources).flatMap(([resource, { operations }]) =>
			Object.entries(operations).flatMap(([value, operation]): IBuilderHintVariation[] => {
				const text = content(operation, value);
				const displayOptions = { show: { resource: [resource], operation: [value] } };
				return text ? [{ content: text, displayOptions }] : [];
			}),
		);
	return {
		...hint,
		extraTypeDefContent: [
			...each(({ option }, value) => (ambiguous.includes(value) ? option.description : undefined)),
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
