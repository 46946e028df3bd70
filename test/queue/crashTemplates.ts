/**
 * The five templates started by a webhook, imported, published and past their first event (each
 * scenario's end state checked), as the crash run starts from. Reads the stack from BIZOPS_E2E.
 * `saveProgress: false` imports them as they were before issue 55 (without the workflow setting
 * *Save execution progress*), for the bench's "before" figures.
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

export async function startCrashTemplates({ saveProgress = true } = {}) {
	const credentials = await sandboxCredentials(n8n, sandbox, ' (templates)');
	const imported = { credentials, claimsTable: await ensureClaimsTable(n8n) };
	const templates = loadTemplates()
		.filter((t) => t.file in ONCE)
		.map((t) => (saveProgress ? t : withoutSavedProgress(t)));
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
