/**
 * The five templates started by a webhook, imported, published and past their first event (each
 * scenario's end state checked), as the crash run starts from. Reads the stack from BIZOPS_E2E.
 * `saveProgress: false` imports them as they were before issue 55 (without the workflow setting
 * *Save execution progress*), for the bench's "before" figures; `respond: 'lastNode'` with each
 * trigger's Respond set to When the Workflow Finishes (n8n's Webhook node, in Meetings, to When
 * Last Node Finishes without data: with its default, first entry JSON, a delivery that ends at the
 * claim would be answered 500, having no item).
 */
import { sandboxCredentials } from '../e2e/interfaces';
import { ONCE } from '../e2e/templateRepeats';
import { n8n, sandbox, startTemplate } from '../e2e/templateSandbox';
import { scenarios } from '../e2e/templateScenarios';
import type { Template } from '../e2e/templates';
import { ensureClaimsTable, loadTemplates } from '../e2e/templates';
import type { Started } from './crash';

/** The template without its *Save execution progress* setting (n8n's default: saved at the end only) */
function withoutSavedProgress({ file, workflow }: Template): Template {
	const { saveExecutionProgress: _dropped, ...settings } = workflow.settings ?? {};
	return { file, workflow: { ...workflow, settings } };
}

/** The template with its webhook answered when the workflow finishes */
function answeredAtTheEnd({ file, workflow }: Template): Template {
	const nodes = workflow.nodes.map((node) =>
		!node.webhookId
			? node
			: {
					...node,
					parameters: {
						...(node.parameters as Record<string, unknown>),
						responseMode: 'lastNode',
						...(node.type === 'n8n-nodes-base.webhook' ? { responseData: 'noData' } : {}),
					},
				},
	);
	return { file, workflow: { ...workflow, nodes } };
}

export async function startCrashTemplates({ saveProgress = true, respond = 'onReceived' } = {}) {
	const credentials = await sandboxCredentials(n8n, sandbox, ' (templates)');
	const imported = { credentials, claimsTable: await ensureClaimsTable(n8n) };
	const templates = loadTemplates()
		.filter((t) => t.file in ONCE)
		.map((t) => (saveProgress ? t : withoutSavedProgress(t)))
		.map((t) => (respond === 'lastNode' ? answeredAtTheEnd(t) : t));
	const started: Started = { templates: new Map() };
	for (const template of templates) {
		const scenario = scenarios.find((s) => s.file === template.file)!;
		const { context, workflowId } = await startTemplate(
			template,
			scenario,
			imported,
			() => undefined,
		);
		await scenario.verify(context);
		started.templates.set(template.file, { template, workflowId, context });
	}
	return { started, credentials };
}
