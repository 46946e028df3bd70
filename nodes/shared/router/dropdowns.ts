import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks, splitList } from '../validation';
import { isGiven } from '../values';
import type { Operation } from './types';

/**
 * A dropdown of an operation with a list of its own (one the API fills is left out): at the top
 * or inside a collection (`within`), with its values.
 */
export interface Dropdown {
	name: string;
	values: string[];
	/** A multi-select: each value chosen must be one of `values` */
	multiple: boolean;
	/** The collection the dropdown is an option of, e.g. additionalFields */
	within?: string;
	/** It decides which other parameters show: it must hold a value, never none */
	switches: boolean;
}

const operationDropdowns = new WeakMap<Operation, Dropdown[]>();

const hasOwnList = (p: INodeProperties) =>
	(p.type === 'options' || p.type === 'multiOptions') &&
	Array.isArray(p.options) &&
	!p.typeOptions?.loadOptionsMethod;

const valuesOf = (p: INodeProperties) =>
	(p.options as Array<{ value: unknown }>).map((option) => String(option.value));

export function dropdownsOf(operation: Operation): Dropdown[] {
	let dropdowns = operationDropdowns.get(operation);
	if (!dropdowns) {
		const { description } = operation;
		const deciding = new Set(
			description.flatMap((p) =>
				[p.displayOptions?.show, p.displayOptions?.hide].flatMap((conditions) =>
					Object.keys(conditions ?? {}),
				),
			),
		);
		const dropdown = (p: INodeProperties, within?: string): Dropdown => ({
			name: p.name,
			values: valuesOf(p),
			multiple: p.type === 'multiOptions',
			within,
			switches: !within && deciding.has(p.name),
		});
		dropdowns = description.flatMap((p) =>
			p.type === 'collection'
				? (p.options as INodeProperties[]).filter(hasOwnList).map((o) => dropdown(o, p.name))
				: hasOwnList(p)
					? [dropdown(p)]
					: [],
		);
		operationDropdowns.set(operation, dropdowns);
	}
	return dropdowns;
}

/**
 * An expression (or an AI agent's tool call) can put any value in a dropdown: each must be one of
 * its options before the operation reads it. A value left empty is the operation's to judge (it is
 * "not given"), except in a dropdown that decides which fields show, which would otherwise make
 * the operation read a field the panel hides for it.
 */
export function checkDropdowns(ctx: IExecuteFunctions, itemIndex: number, dropdowns: Dropdown[]) {
	const shown = ctx.getNode().parameters;
	const check = checks(ctx, itemIndex);
	// Each parameter resolved once per item, however many of its options are dropdowns.
	const resolved = new Map<string, unknown>();
	const read = (parameter: string) => {
		if (!resolved.has(parameter))
			resolved.set(parameter, ctx.getNodeParameter(parameter, itemIndex));
		return resolved.get(parameter);
	};
	for (const { name, values, multiple, within, switches } of dropdowns) {
		// Not among the node's parameters: hidden by another one (n8n leaves those out).
		if (!((within ?? name) in shown)) continue;
		const value = within ? ((read(within) ?? {}) as IDataObject)[name] : read(name);
		// A multi-select takes a list, or comma-separated text from an expression.
		const chosen = multiple ? splitList(value) : [value];
		for (const one of chosen) {
			if (!switches && !isGiven(one)) continue;
			if (one !== null && typeof one === 'object')
				check.fail(name, 'must be one text or number, not a list or an object');
			if (!values.includes(String(one)))
				check.fail(name, `must be one of ${values.filter((v) => v !== '').join(', ')}`);
		}
	}
}
