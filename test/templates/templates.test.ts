import { NodeHelpers } from 'n8n-workflow';
import type { INode, INodeParameters } from 'n8n-workflow';

import { packNodes } from '../harness/pack';
import { credentialTypeOf, loadTemplates, startsFromTrigger } from '../e2e/templates';

/**
 * What every workflow template promises before it runs anywhere (the e2e suite runs each in a
 * real n8n): a business flow through two or more of the pack's interfaces, started by a trigger,
 * explained by sticky notes, mapping with expressions (no Code node), holding no credential or
 * secret, and every parameter of a pack node one the node has (a renamed parameter would be
 * dropped silently on import).
 */

const templates = loadTemplates();
const interfaceOf = (type: string) => type.replace(/^n8n-nodes-bizops\.(\w+?)(Trigger)?$/, '$1');

test('ten or more templates', () => {
	expect(templates.length).toBeGreaterThanOrEqual(10);
});

describe.each(templates.map((t) => [t.file, t] as const))('%s', (_file, { workflow }) => {
	const nodes = workflow.nodes as unknown as INode[];
	const pack = nodes.filter((node) => node.type.startsWith('n8n-nodes-bizops.'));

	test('goes through two or more interfaces of the pack, from a trigger', () => {
		expect(new Set(pack.map((node) => interfaceOf(node.type))).size).toBeGreaterThanOrEqual(2);
		expect(startsFromTrigger(workflow)).toBe(true);
	});

	test('explains the flow and what to set in sticky notes', () => {
		const notes = nodes.filter((node) => node.type === 'n8n-nodes-base.stickyNote');
		expect(notes.map((note) => note.name).sort()).toEqual(['About this flow', 'What to set']);
		expect(String(notes.find((n) => n.name === 'What to set')!.parameters.content)).toMatch(
			/Credentials:/,
		);
	});

	test('maps with expressions, holds no credential and no secret', () => {
		expect(nodes.filter((node) => /code|function/i.test(node.type))).toEqual([]);
		expect(nodes.filter((node) => node.credentials)).toEqual([]);
		expect(JSON.stringify(workflow)).not.toMatch(/token|api[_-]?key|password|secret/i);
	});

	test('every parameter of a pack node is one the node has, every node is named once and connected', () => {
		for (const node of pack) {
			const type = packNodes[node.type];
			expect([node.name, type ? 'known' : 'unknown type']).toEqual([node.name, 'known']);
			expect(credentialTypeOf(node.type)).toBeDefined();
			const resolved = NodeHelpers.getNodeParameters(
				type.description.properties,
				node.parameters,
				true,
				false,
				node,
				type.description,
			) as INodeParameters;
			// (n8n adds Poll Times to every polling node)
			const dropped = Object.keys(node.parameters).filter(
				(name) => !(name in resolved) && !(name === 'pollTimes' && type.description.polling),
			);
			expect([node.name, dropped]).toEqual([node.name, []]);
		}
		const names = nodes.map((node) => node.name);
		expect(new Set(names).size).toBe(names.length);
		const targets = Object.values(workflow.connections as Record<string, any>).flatMap((c) =>
			(c.main as Array<Array<{ node: string }>>).flat().map((link) => link.node),
		);
		const working = nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote');
		expect(targets.filter((target) => !names.includes(target))).toEqual([]);
		expect(working.slice(1).filter((node) => !targets.includes(node.name))).toEqual([]);
	});
});
