import type {
	INodeListSearchResult,
	INodeParameters,
	INodePropertyOptions,
	INodeProperties,
	INodePropertyCollection,
} from 'n8n-workflow';

import type { NodeSetup } from '../harness/engine';
import { runListSearch, runLoadOptions } from '../harness/engine';

/**
 * Parameters with every dropdown and resource locator set to the first entry the node lists for
 * it, as a user picks them in the panel: values of records that exist in the service. Where a
 * list cannot be loaded (it needs a value not set yet), the given value stays.
 */
export async function pickedFromLists(
	setup: NodeSetup,
	properties: INodeProperties[],
): Promise<Record<string, unknown>> {
	const first = async (load: () => Promise<unknown>) => {
		try {
			return await load();
		} catch {
			return undefined;
		}
	};
	const pick = async (property: INodeProperties, value: unknown): Promise<unknown> => {
		const method = property.typeOptions?.loadOptionsMethod as string | undefined;
		if (method && (property.type === 'options' || property.type === 'multiOptions')) {
			const options = (await first(() => runLoadOptions(setup, method))) as
				INodePropertyOptions[] | undefined;
			if (!options?.length) return value;
			return property.type === 'multiOptions' ? [options[0].value] : options[0].value;
		}
		if (property.type === 'resourceLocator') {
			const list = property.modes?.find((mode) => mode.typeOptions?.searchListMethod);
			const method = list?.typeOptions?.searchListMethod;
			if (!method) return value;
			const found = (await first(() => runListSearch(setup, method))) as
				INodeListSearchResult | undefined;
			const entry = found?.results[0];
			return entry ? { __rl: true, mode: list.name, value: entry.value } : value;
		}
		if (property.type === 'collection' && value && typeof value === 'object')
			return await within(
				property.options as INodeProperties[],
				value as Record<string, unknown>,
				false,
			);
		if (property.type === 'fixedCollection' && value && typeof value === 'object') {
			const groups = property.options as INodePropertyCollection[];
			const picked: Record<string, unknown> = {};
			for (const [name, rows] of Object.entries(value)) {
				const group = groups.find((g) => g.name === name);
				if (!group) continue;
				picked[name] = Array.isArray(rows)
					? await Promise.all(rows.map((row) => within(group.values, row, false)))
					: await within(group.values, rows as Record<string, unknown>, false);
			}
			return picked;
		}
		return value;
	};
	const within = async (list: INodeProperties[], values: Record<string, unknown>, top: boolean) => {
		const picked = { ...values };
		for (const [name, value] of Object.entries(values)) {
			const property = list.find((p) => p.name === name);
			if (property) picked[name] = await pick(property, value);
			// A later list may depend on this pick (a pipeline's stages): the editor reads what is set.
			if (top) setup.parameters = { ...setup.parameters, [name]: picked[name] } as INodeParameters;
		}
		return picked;
	};
	return await within(properties, setup.parameters as Record<string, unknown>, true);
}
