import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { DataTableColumn, N8nClient, Workflow } from '../harness/n8nClient';
import { allInOneType } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import { ARTIFACTS } from './env';

/**
 * The workflow templates of templates/ (n8n workflow JSON, as the editor's Import from File
 * takes it) and what importing one into an n8n takes: each node of the pack gets the
 * credential of its type (a template names none), each Data table node the claims table, the
 * Settings node's values and any node's parameters may be replaced (the e2e suite points them at what it made in the sandbox).
 * Shared by the e2e suite and `npm start`.
 */

type Json = Record<string, any>;

export const TEMPLATES_DIR = path.resolve(__dirname, '../../templates');

/**
 * Where the editor check puts its picture of each imported template's canvas: the run's
 * artifacts, or the manual's pictures in docs/templates with BIZOPS_DOCS_PICTURES=1 (what
 * `npm run docs:templates` sets).
 */
export const TEMPLATE_PICTURES = process.env.BIZOPS_DOCS_PICTURES
	? path.resolve(__dirname, '../../docs/templates')
	: path.join(ARTIFACTS, 'templates');

export interface Template {
	/** File name without .json, e.g. pos-sale-to-cfdi-invoice */
	file: string;
	workflow: Workflow & Json;
}

/** The templates of `dir`: templates/ (all-in-one types) or packages/templates/ (per-service types, made by the build). */
export function loadTemplates(dir = TEMPLATES_DIR): Template[] {
	return readdirSync(dir)
		.filter((name) => name.endsWith('.json'))
		.sort()
		.map((name) => ({
			file: name.replace(/\.json$/, ''),
			workflow: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Workflow & Json,
		}));
}

/** The credential type a node of the pack needs, if any (by its all-in-one or per-service type). */
export function credentialTypeOf(nodeType: string): string | undefined {
	return packNodes[allInOneType(nodeType)]?.description.credentials?.[0]?.name;
}

/**
 * Where HR answers the onboarding template: its second trigger's (Payroll Data Received) URL under
 * n8n's webhook address, from the path the template gives it; its `payrollDataUrl` setting.
 */
export function payrollDataUrl(webhookBase: string): string {
	const { workflow } = loadTemplates().find(
		(t) => t.file === 'candidate-hired-to-payroll-and-onboarding',
	)!;
	const answer = workflow.nodes.find((node) => node.name === 'Payroll Data Received')!;
	return `${webhookBase}/webhook/${String((answer.parameters as Json).path)}`;
}

/** Whether the node starts executions by itself (a trigger or a webhook, not the manual one) */
export const isTrigger = (node: { type?: unknown }) =>
	/Trigger$|\.webhook$/.test(String(node.type)) && !String(node.type).endsWith('manualTrigger');

/** The names of the nodes the node `from` leads to, itself included (a trigger: its branch) */
export function reachableFrom(workflow: { connections?: unknown }, from: string): Set<string> {
	const seen = new Set<string>();
	const walk = (name: string) => {
		if (seen.has(name)) return;
		seen.add(name);
		const outputs = (workflow.connections as Record<string, any>)[name]?.main ?? [];
		for (const output of outputs as Array<Array<{ node: string }> | null>)
			for (const link of output ?? []) walk(link.node);
	};
	walk(from);
	return seen;
}

/** Whether the workflow starts from a trigger (it is published) rather than by hand. */
export function startsFromTrigger(workflow: Workflow) {
	return workflow.nodes.some(isTrigger);
}

/**
 * The data table every webhook template claims its events in (Claim Event, Earliest Claim, Take
 * Over Stale Claim, Current Claim, Mark Done): one row per claim, its `claim` the workflow's ID and
 * the event's, its `receipt` the delivery's, `takenAt` when that delivery took it and `done` once
 * its workflow finished (the lease: docs/repeated-deliveries.md); the table's ID is the n8n's own,
 * so a template names none and the user picks it, as a credential.
 */
export const CLAIMS_TABLE = {
	name: 'bizops_event_claims',
	columns: [
		{ name: 'claim', type: 'string' },
		{ name: 'receipt', type: 'string' },
		{ name: 'takenAt', type: 'date' },
		{ name: 'done', type: 'boolean' },
	] satisfies DataTableColumn[],
};

/** CLAIMS_TABLE in this n8n, created as each webhook template's "What to set" asks the user to when missing. */
export async function ensureClaimsTable(n8n: N8nClient) {
	return await n8n.ensureDataTable(CLAIMS_TABLE.name, CLAIMS_TABLE.columns);
}

/** Points a Data table node at `table` (as picking it in the node's list does); other nodes are left as they are. */
export function withDataTable<T extends Json>(node: T, table: { id: string; name: string }): T {
	if (node.type !== 'n8n-nodes-base.dataTable') return node;
	return {
		...node,
		parameters: {
			...node.parameters,
			dataTableId: { __rl: true, mode: 'list', value: table.id, cachedResultName: table.name },
		},
	};
}

export interface Binding {
	/** Credentials by credential type */
	credentials: Record<string, { id: string; name: string }>;
	/** The claims table (CLAIMS_TABLE) in this n8n; without it, Data table nodes keep the template's empty choice */
	claimsTable?: { id: string; name: string };
	/** New values of the Settings nodes (Settings, Onboarding Settings, …), by name */
	settings?: Json;
	/** Parameters merged into a node's, by node name */
	parameters?: Record<string, Json>;
}

/** The template ready to create through the public API (only what it accepts: name, nodes, connections, settings). */
export function bindTemplate(template: Template, binding: Binding): Workflow {
	const { workflow } = template;
	const nodes = workflow.nodes.map((original) => {
		let node = structuredClone(original) as Json;
		if (binding.claimsTable) node = withDataTable(node, binding.claimsTable);
		const credentialType = credentialTypeOf(node.type);
		if (credentialType) {
			const credential = binding.credentials[credentialType];
			if (!credential) throw new Error(`${template.file}: no ${credentialType} credential given`);
			node.credentials = { [credentialType]: credential };
		}
		if (/Settings$/.test(node.name))
			for (const assignment of node.parameters.assignments.assignments)
				if (binding.settings && assignment.name in binding.settings) {
					const value = binding.settings[assignment.name];
					assignment.value = Array.isArray(value) ? JSON.stringify(value) : value;
				}
		Object.assign(node.parameters, binding.parameters?.[node.name] ?? {});
		return node;
	});
	return {
		name: workflow.name,
		nodes,
		connections: workflow.connections,
		settings: workflow.settings ?? {},
	};
}
