import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { byName } from '../parameters';
import { runOptions } from '../runOptions';
import type { Resources } from './types';

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
			.map(([value, { name, description }]) => ({
				name,
				value,
				...(description ? { description } : {}),
			}))
			.sort(byName),
		default: defaultResource,
	};
	const operationSelectors = Object.entries(resources).map(
		([resource, { operations }]): INodeProperties => {
			const options = Object.entries(operations)
				.map(([value, { option }]) => ({ ...option, value }))
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
