import {
	generateWorkflowCode,
	parseWorkflowCodeToBuilder,
	validateWorkflowBuilder,
} from '@n8n/workflow-sdk';
import type { WorkflowJSON } from '@n8n/workflow-sdk';
import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { PACKAGES_DIR, releasePackages } from '../scripts/packaging/packages';
import { DEFINITIONS, loadedDescriptions } from '../scripts/packaging/nodeDefinitions';
import { loadTemplates } from './e2e/templates';
import { useRecorder } from './fuzz/recorder';

/**
 * The node definitions every package ships (dist/node-definitions, issue 45), with the Workflow
 * SDK's offline validation as a model's client runs it (`workflow-sdk validate … --node-types`
 * does what validateWorkflowBuilder does here): it accepts every template, written as SDK code,
 * and refuses what a model makes up. Needs `npm run build` first.
 */

type Json = Record<string, any>;
const packages = releasePackages();
const allDefinitions = packages.map(({ dir }) => path.join(dir, DEFINITIONS));

/** The SDK's verdict on a workflow, as its code, against the definitions of `dirs`. */
function validate(workflow: Json, dirs = allDefinitions) {
	const code = generateWorkflowCode(workflow as WorkflowJSON);
	const result = validateWorkflowBuilder(parseWorkflowCodeToBuilder(code), {
		nodeDefinitionDirs: dirs,
	});
	return { ok: result.ok, blocking: result.blocking.map((issue) => issue.message) };
}

/** A workflow of one node of `type` with `parameters`, started by hand. */
const oneNode = (type: string, parameters: Json) => ({
	name: 'One node',
	nodes: [
		{
			id: '1',
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{ id: '2', name: 'Node', type, typeVersion: 1, position: [240, 0], parameters },
	],
	connections: { Start: { main: [[{ node: 'Node', type: 'main', index: 0 }]] } },
});

/** The parameters of a node's first resource and operation, as the editor fills them in. */
function firstOperation(node: INodeTypeDescription) {
	const first = (name: string, shown: Json) =>
		(
			node.properties.find(
				(p) =>
					p.name === name &&
					Object.entries(p.displayOptions?.show ?? {}).every(([key, values]) =>
						values?.includes(shown[key]),
					),
			)?.options?.[0] as { value: string } | undefined
		)?.value;
	const resource = first('resource', {});
	const operation = first('operation', { resource });
	const chosen = { ...(resource ? { resource } : {}), ...(operation ? { operation } : {}) };
	return NodeHelpers.getNodeParameters(node.properties, chosen, true, false, null, node) as Json;
}

describe.each(packages.map((p) => [p.name, p.dir] as const))('%s', (name, dir) => {
	let nodes: Awaited<ReturnType<typeof loadedDescriptions>>;
	beforeAll(async () => {
		nodes = await loadedDescriptions(dir);
	});

	test('ships the types and the schema of each of its nodes', () => {
		const missing = nodes.flatMap((node) => {
			const folder = path.join(dir, DEFINITIONS, 'nodes', name, node.name.split('.')[1]);
			return ['index.ts', 'v1.ts', 'v1.schema.js', 'v1/index.ts', 'v1/index.schema.js']
				.filter((file) => existsSync(path.join(folder, file)))
				.some((file) => file.endsWith('.ts'))
				? []
				: [node.name];
		});
		expect(nodes.length).toBeGreaterThan(0);
		expect(missing).toEqual([]);
	});

	test('refuses, for every node, a parameter that does not exist and an operation that does not exist', () => {
		const dirs = [path.join(dir, DEFINITIONS)];
		const verdicts = nodes.map((node) => {
			const known = firstOperation(node as unknown as INodeTypeDescription);
			return [
				node.name,
				validate(oneNode(node.name, known), dirs).ok,
				validate(oneNode(node.name, { ...known, madeUpParameter: 1 }), dirs).blocking,
				known.operation
					? validate(oneNode(node.name, { ...known, operation: 'madeUpOperation' }), dirs).ok
					: false,
			];
		});
		expect(verdicts).toEqual(
			nodes.map((node) => [
				node.name,
				true,
				[expect.stringMatching(/Unknown field\(s\) at "parameters": "madeUpParameter"/)],
				false,
			]),
		);
	});
});

test('every template, in both package forms, passes as SDK code', () => {
	const forms = [
		...loadTemplates().map((t) => ['all-in-one', t] as const),
		...loadTemplates(path.join(PACKAGES_DIR, 'templates')).map((t) => ['per-service', t] as const),
	];
	expect(forms.length).toBeGreaterThanOrEqual(20);
	expect(forms.map(([form, t]) => [form, t.file, validate(t.workflow)])).toEqual(
		forms.map(([form, t]) => [form, t.file, { ok: true, blocking: [] }]),
	);
});

describe('a model that gets a value wrong', () => {
	const employees = (filters: Json) => ({
		resource: 'employee',
		operation: 'getAll',
		returnAll: false,
		limit: 5,
		filters,
	});
	const type = 'n8n-nodes-bizops.payroll';

	test('the offline validation refuses an option value that does not exist, a field a collection lacks and a multi-select value, naming them', () => {
		const webhook = {
			resource: 'webhook',
			operation: 'create',
			url: 'https://example.com/hooks/crm',
		};
		expect([
			validate(oneNode(type, employees({ status: 'active' }))),
			validate(oneNode(type, employees({ status: 'retired' }))).blocking,
			validate(oneNode(type, employees({ nickname: 'x' }))).blocking,
			validate(oneNode('n8n-nodes-bizops.salesCrm', { ...webhook, events: ['deal.exploded'] })).ok,
			validate(oneNode('n8n-nodes-bizops.salesCrm', { ...webhook, events: ['deal.won'] })).ok,
		]).toEqual([
			{ ok: true, blocking: [] },
			[expect.stringMatching(/"parameters\.filters\.status"/)],
			[expect.stringMatching(/Unknown field\(s\) at "parameters\.filters": "nickname"/)],
			false,
			true,
		]);
	});

	describe('the node itself, at run time, refuses the same value before any request', () => {
		const recorder = useRecorder();
		beforeEach(() => {
			recorder.recorded.length = 0;
			recorder.answer({ data: [], meta: { total_pages: 1 } });
		});

		test('the status the offline validation refused', async () => {
			const { error } = await recorder.run('payroll', employees({ status: 'retired' }));
			expect(error?.message).toBe('Status: must be one of active, inactive, terminated (item 0)');
			expect(recorder.recorded).toHaveLength(0);
		});
	});
});
