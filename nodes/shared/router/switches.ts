import type { IExecuteFunctions, INodePropertyOptions } from 'n8n-workflow';

import { checks } from '../validation';
import type { Operation } from './types';

/** Dropdowns of an operation that decide which of its other parameters show, by name, with their values. */
const operationSwitches = new WeakMap<Operation, Array<{ name: string; values: string[] }>>();

export function switchesOf(operation: Operation) {
	let switches = operationSwitches.get(operation);
	if (!switches) {
		const { description } = operation;
		const deciding = new Set(
			description.flatMap((p) =>
				[p.displayOptions?.show, p.displayOptions?.hide].flatMap((conditions) =>
					Object.keys(conditions ?? {}),
				),
			),
		);
		switches = description
			.filter(
				(p) => p.type === 'options' && deciding.has(p.name) && !p.typeOptions?.loadOptionsMethod,
			)
			.map((p) => ({
				name: p.name,
				values: (p.options as INodePropertyOptions[]).map((option) => String(option.value)),
			}));
		operationSwitches.set(operation, switches);
	}
	return switches;
}

/**
 * An expression can put any value in a dropdown: one that decides which fields show must hold one
 * of its values, or the operation would read a field the panel hides for it.
 */
export function checkSwitches(
	ctx: IExecuteFunctions,
	itemIndex: number,
	switches: Array<{ name: string; values: string[] }>,
) {
	const shown = ctx.getNode().parameters;
	for (const { name, values } of switches) {
		// Not among the node's parameters: the dropdown is itself hidden by another one.
		if (!(name in shown)) continue;
		if (!values.includes(String(ctx.getNodeParameter(name, itemIndex))))
			checks(ctx, itemIndex).fail(name, `must be one of ${values.join(', ')}`);
	}
}
