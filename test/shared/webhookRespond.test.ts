import type { INode, IWebhookDescription } from 'n8n-workflow';

import { makeNode, makeWorkflow } from '../harness/engine';
import { PACKAGE, packNodes } from '../harness/pack';

/**
 * Respond, on every webhook trigger: n8n reads a webhook's response mode and data from its
 * description, as expressions of the trigger's parameters (webhook-helpers.js,
 * evaluateResponseOptions, in n8n 2.x and 1.x alike). Evaluated here by n8n-workflow's own
 * expression engine, with the defaults n8n gives where a description names none.
 */
const webhookTriggers = Object.entries(packNodes)
	.filter(([type, node]) => type.startsWith(`${PACKAGE}.`) && node.description.webhooks?.length)
	.map(([type]) => type.slice(PACKAGE.length + 1));

/** What n8n answers with: [responseMode, responseData] */
function evaluated(node: INode, description: IWebhookDescription) {
	const { expression } = makeWorkflow(node);
	return [
		expression.getSimpleParameterValue(
			node,
			description.responseMode,
			'webhook',
			{},
			undefined,
			'onReceived',
		),
		expression.getComplexParameterValue(
			node,
			description.responseData,
			'webhook',
			{},
			undefined,
			'firstEntryJson',
		),
	];
}

const triggerNode = (type: string, parameters = {}) =>
	makeNode({ type, parameters: { events: [], ...parameters }, credentials: {} });
const descriptionOf = (node: INode) => packNodes[node.type].description.webhooks![0];

describe('Respond on the webhook triggers', () => {
	test('every webhook trigger has it', () => {
		expect(webhookTriggers).toHaveLength(6);
		for (const type of webhookTriggers)
			expect([type, triggerNode(type).parameters.responseMode]).toEqual([type, 'onReceived']);
	});

	test.each(webhookTriggers)(
		'%s: Immediately answers as before the option (and so does a workflow saved before it); When the Workflow Finishes waits and sends no workflow data',
		(type) => {
			const node = triggerNode(type);
			// The description as it was: no response mode or data named, n8n's defaults.
			const before = evaluated(node, {
				...descriptionOf(node),
				responseMode: undefined,
				responseData: undefined,
			});
			expect(before).toEqual(['onReceived', 'firstEntryJson']);
			expect(evaluated(node, descriptionOf(node))).toEqual(before);

			const savedBefore = { ...node, parameters: { ...node.parameters } };
			delete savedBefore.parameters.responseMode;
			expect(evaluated(savedBefore, descriptionOf(node))).toEqual(before);

			const held = triggerNode(type, { responseMode: 'lastNode' });
			expect(evaluated(held, descriptionOf(held))).toEqual(['lastNode', 'noData']);
		},
	);
});
