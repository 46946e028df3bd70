/**
 * The five templates started by a webhook, imported, published and past their first event (each
 * scenario's end state checked), as the crash run starts from. Reads the stack from BIZOPS_E2E.
 * `saveProgress: false` imports them as they were before issue 55 (without the workflow setting
 * *Save execution progress*), for the bench's "before" figures; `respond` sets each trigger's
 * Respond (the templates answer When the Workflow Finishes since the lease; `onReceived` for
 * Immediately, as they did before; n8n's Webhook node, in Meetings, answers When Last Node
 * Finishes without data: with its default, first entry JSON, a delivery that ends at the claim
 * would be answered 500, having no item); `leaseMinutes` sets the lease of their claims (shipped:
 * 10), so that a run shorter than the shipped lease shows a takeover.
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

/** The template with its webhook answered at once (onReceived) or when the workflow finishes (lastNode) */
function answered({ file, workflow }: Template, respond: Respond): Template {
	const nodes = workflow.nodes.map((node) => {
		if (!node.webhookId) return node;
		const { responseData: _dropped, ...parameters } = node.parameters as Record<string, unknown>;
		const noData = node.type === 'n8n-nodes-base.webhook' && respond === 'lastNode';
		return {
			...node,
			parameters: {
				...parameters,
				responseMode: respond,
				...(noData ? { responseData: 'noData' } : {}),
			},
		};
	});
	return { file, workflow: { ...workflow, nodes } };
}

export type Respond = 'onReceived' | 'lastNode';

/** The template with the lease of its claim (Take Over Stale Claim's age condition) set to `minutes` */
function withLease({ file, workflow }: Template, minutes: number): Template {
	const nodes = workflow.nodes.map((node) =>
		node.name !== 'Take Over Stale Claim'
			? node
			: (JSON.parse(
					JSON.stringify(node).replace(/minutes: \d+/, `minutes: ${minutes}`),
				) as typeof node),
	);
	return { file, workflow: { ...workflow, nodes } };
}

export async function startCrashTemplates({
	saveProgress = true,
	respond,
	leaseMinutes,
}: { saveProgress?: boolean; respond?: Respond; leaseMinutes?: number } = {}) {
	const credentials = await sandboxCredentials(n8n, sandbox, ' (templates)');
	const imported = { credentials, claimsTable: await ensureClaimsTable(n8n) };
	const templates = loadTemplates()
		.filter((t) => t.file in ONCE)
		.map((t) => (saveProgress ? t : withoutSavedProgress(t)))
		.map((t) => (respond ? answered(t, respond) : t))
		.map((t) => (leaseMinutes ? withLease(t, leaseMinutes) : t));
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
