import { expr, newCredential, node } from '@n8n/workflow-sdk';
import type {
	IDataObject,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { Resources } from '../../nodes/shared/router';
import { packNodes } from '../harness/pack';

/**
 * The operations' Workflow SDK examples (their builder hints) are true: run with the SDK, each
 * makes a node of its own type, resource and operation whose every parameter exists for that
 * operation (through collections and fixed collections), with a value the parameter offers when it
 * is a dropdown of fixed values, and the node's credential.
 */

type Example = ReturnType<typeof node>;

const actionNodes = Object.entries(packNodes).filter(([, n]) => n.description.usableAsTool);

const examples = actionNodes.flatMap(([type, n]) => {
	const folder = n.description.name[0].toUpperCase() + n.description.name.slice(1);
	const resources = require(`../../nodes/${folder}/${folder}.node`).resources as Resources;
	return Object.entries(resources).flatMap(([resource, { operations }]) =>
		Object.entries(operations)
			.filter(([, operation]) => operation.example)
			.map(([operation, { example }]) => ({ type, resource, operation, example: example! })),
	);
});

/** What is wrong with the values against the parameters they are given for. */
function problems(values: IDataObject, parameters: INodeProperties[], at: string): string[] {
	return Object.entries(values).flatMap(([name, value]) => {
		const parameter = parameters.find((p) => p.name === name);
		if (!parameter) return [`${at}${name} is no parameter here`];
		const where = `${at}${name}.`;
		if (parameter.type === 'collection')
			return problems(value as IDataObject, parameter.options as INodeProperties[], where);
		if (parameter.type === 'fixedCollection')
			return Object.entries(value as IDataObject).flatMap(([group, rows]) => {
				const values = (parameter.options as INodePropertyCollection[]).find(
					(g) => g.name === group,
				)?.values;
				if (!values) return [`${where}${group} is no group`];
				return ([] as IDataObject[])
					.concat(rows as IDataObject)
					.flatMap((row) => problems(row, values, `${where}${group}.`));
			});
		const offered = (parameter.options as INodePropertyOptions[] | undefined)?.map((o) => o.value);
		if (parameter.type === 'options' && offered && !String(value).startsWith('='))
			return offered.includes(value as string)
				? []
				: [`${at}${name}: ${String(value)} is no option`];
		return [];
	});
}

test('there are examples to check', () => {
	expect(examples.length).toBeGreaterThanOrEqual(4);
});

test.each(examples.map((e) => [`${e.type} ${e.resource}/${e.operation}`, e]))(
	'%s: its example is a node the operation takes',
	(_, { type, resource, operation, example }) => {
		const made = new Function('node', 'expr', 'newCredential', `return ${example}`)(
			node,
			expr,
			newCredential,
		) as Example;
		expect(made.type).toBe(type);
		const { resource: r, operation: o, ...rest } = made.config.parameters as IDataObject;
		expect([r, o]).toEqual([resource, operation]);
		const description = packNodes[type].description;
		const shown = description.properties.filter((p) => {
			const show = p.displayOptions?.show;
			return (
				(!show?.resource || show.resource.includes(resource)) &&
				(!show?.operation || show.operation.includes(operation))
			);
		});
		expect(problems(rest, shown, '')).toEqual([]);
		expect(Object.keys(made.config.credentials ?? {})).toEqual(
			description.credentials!.map((c) => c.name),
		);
	},
);
