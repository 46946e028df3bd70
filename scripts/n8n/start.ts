import path from 'node:path';

import {
	FIXTURES,
	SandboxClient,
	crudWorkflow,
	sandboxCredentials,
	triggerWorkflow,
} from '../../test/e2e/interfaces';
import { mcpServerUrl, mcpToken } from '../../test/e2e/instanceMcp';
import {
	bindTemplate,
	ensureClaimsTable,
	loadTemplates,
	payrollDataUrl,
	startsFromTrigger,
} from '../../test/e2e/templates';
import { assistantWorkflow, mcpServerWorkflow } from '../../test/e2e/tools';
import type { Workflow } from '../../test/harness/n8nClient';
import { N8nClient, OWNER } from '../../test/harness/n8nClient';
import { PACKAGES_DIR, packageDir } from '../packaging/packages';
import { startQueueStack } from './queueStack';
import { portIsFree, startStack } from './stack';
import { ALL_IN_ONE, SERVICES, perServiceType } from '../packaging/services';
import { packTarball } from '../packaging/tarball';
import { CACHE_DIR, ensureToolchain } from './toolchain';

/**
 * `npm start` (after `npm run build`): a local n8n with the pack, the sandbox services behind it
 * (seeded with a small demo data set, so every picker lists something), the owner account, one
 * credential per finished interface and example workflows. Ctrl-C stops everything. The demo
 * starts afresh each time (the sandbox keeps its data in memory only).
 * BIZOPS_DEMO_N8N_PORT, BIZOPS_DEMO_BROKER_PORT, BIZOPS_DEMO_SANDBOX_PORT and BIZOPS_DEMO_HOME
 * move it off its usual ports and folder (e.g. next to another running demo).
 * `npm start -- --queue`: the same demo in n8n's queue mode (PostgreSQL, Redis, n8n main, two
 * workers and a webhook process on the sandbox port + 1).
 * BIZOPS_PACKAGES=per-service: the eleven per-service packages instead of the all-in-one (never
 * both in one n8n), each from its own tarball; the demo's workflows then name their types.
 */

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORTS = {
	n8nPort: port('BIZOPS_DEMO_N8N_PORT', 5680),
	brokerPort: port('BIZOPS_DEMO_BROKER_PORT', 5691),
	sandboxPort: port('BIZOPS_DEMO_SANDBOX_PORT', 5699),
};
const QUEUE = process.argv.includes('--queue');
/** The MCP server workflow's path: `<n8n>/mcp/bizops` */
const MCP_PATH = 'bizops';
const HOME =
	process.env.BIZOPS_DEMO_HOME ?? path.join(CACHE_DIR, QUEUE ? 'quickstart-queue' : 'quickstart');
const PACKAGES = process.env.BIZOPS_PACKAGES ?? 'all-in-one';
if (PACKAGES !== 'all-in-one' && PACKAGES !== 'per-service')
	throw new Error(`BIZOPS_PACKAGES is all-in-one (the default) or per-service, not ${PACKAGES}`);
const PER_SERVICE = PACKAGES === 'per-service';
/** The tarballs n8n installs: the all-in-one's (startStack's default), or the eleven per-service ones. */
const TARBALLS = PER_SERVICE ? SERVICES.map((s) => packTarball(packageDir(s))) : undefined;
/** A workflow made for the all-in-one, with the type names of the packages installed. */
const forPackages = (workflow: Workflow): Workflow =>
	PER_SERVICE
		? {
				...workflow,
				nodes: workflow.nodes.map((node) => ({ ...node, type: perServiceType(String(node.type)) })),
			}
		: workflow;

async function main() {
	const started = Date.now();
	const toolchain = ensureToolchain();
	for (const [name, port] of Object.entries(PORTS)) {
		if (!(await portIsFree(port)))
			throw new Error(`port ${port} (${name}) is in use: is another \`npm start\` running?`);
	}
	const stack = QUEUE
		? await startQueueStack(toolchain, {
				home: HOME,
				workers: 2,
				seed: true,
				mainPort: PORTS.n8nPort,
				sandboxPort: PORTS.sandboxPort,
				webhookPort: PORTS.sandboxPort + 1,
				tarballs: TARBALLS,
			})
		: await startStack(toolchain, { home: HOME, ...PORTS, seed: true, tarballs: TARBALLS });
	let stopping = false;
	const stop = async () => {
		if (stopping) return;
		stopping = true;
		console.log('\nStopping n8n and the sandbox...');
		await stack.stop();
		console.log('Stopped.');
		process.exit(0);
	};
	process.on('SIGINT', () => void stop());
	process.on('SIGTERM', () => void stop());

	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const sandbox = new SandboxClient(stack.sandboxUrl);
		const made: string[] = [];
		const credentials = await sandboxCredentials(n8n, sandbox);
		for (const fixture of FIXTURES) {
			const credential = credentials[fixture.credential.type];
			made.push(`credential "${credential.name}"`);
			const crud = await n8n.createWorkflow(
				forPackages(crudWorkflow(fixture, credential, 'manual')),
			);
			made.push(`workflow "${crud.name}" (open it and click Execute workflow)`);
			for (const trigger of [...fixture.pollingTriggers, ...fixture.webhookTriggers]) {
				const { workflow } = triggerWorkflow(fixture, trigger, credential);
				const created = await n8n.createWorkflow(forPackages(workflow));
				await n8n.publish(created.id);
				made.push(`workflow "${created.name}" (published)`);
			}
		}
		// The business flows of templates/, as a user imports them, with the demo's credentials
		// and the data table the webhook templates claim their events in.
		const claimsTable = await ensureClaimsTable(n8n);
		// Where the onboarding template's HR link points: its second trigger, on the webhook process in queue mode.
		const webhookUrl = 'webhookUrl' in stack ? stack.webhookUrl : stack.n8nUrl;
		const settings = { payrollDataUrl: payrollDataUrl(webhookUrl) };
		// With the per-service packages, the build's per-service variants (packages/templates).
		for (const template of loadTemplates(
			PER_SERVICE ? path.join(PACKAGES_DIR, 'templates') : undefined,
		)) {
			const created = await n8n.createWorkflow(
				bindTemplate(template, { credentials, claimsTable, settings }),
			);
			const published = startsFromTrigger(template.workflow);
			if (published) await n8n.publish(created.id);
			made.push(`template "${created.name}"${published ? ' (published)' : ''}`);
		}
		// The user picks their own OpenAI credential (any OpenAI-compatible Base URL) in the chat model.
		const assistant = await n8n.createWorkflow(
			forPackages(assistantWorkflow(credentials, 'chat', { name: 'gpt-5-mini' })),
		);
		made.push(
			`workflow "${assistant.name}" (choose your OpenAI credential in its OpenAI Chat Model, then Open chat)`,
		);
		const mcp = await n8n.createWorkflow(forPackages(mcpServerWorkflow(credentials, MCP_PATH)));
		await n8n.publish(mcp.id);
		made.push(
			`workflow "${mcp.name}" (published: MCP clients connect to ${stack.n8nUrl}/mcp/${MCP_PATH})`,
		);
		// n8n's own MCP server (MCP access is on, see stack.ts): AI clients build workflows with the pack.
		const url = mcpServerUrl(stack.n8nUrl);
		const token = await mcpToken(n8n);
		console.log(
			[
				'',
				`n8n with ${PER_SERVICE ? `the ${SERVICES.length} per-service packages` : ALL_IN_ONE} is ready (${Math.round((Date.now() - started) / 1000)} s).`,
				'',
				`  Editor:   ${stack.n8nUrl}`,
				`  Login:    ${OWNER.email} / ${OWNER.password}`,
				`  Sandbox:  ${stack.sandboxUrl} (the credentials point at it; it starts with a small demo data set)`,
				`  Pack:     ${stack.installed.map((tarball) => path.basename(tarball)).join(', ')}, installed with npm into n8n's nodes folder`,
				`  Logs:     ${'main' in stack.logs ? [stack.logs.main, ...stack.logs.workers, stack.logs.webhook].join(', ') : stack.logs.n8n}, ${stack.logs.sandbox}`,
				'',
				...made.map((line) => `  Created ${line}`),
				'',
				"n8n's MCP server, for AI clients that build workflows (docs/ai-building.md):",
				`  URL:      ${url}`,
				`  Token:    ${token}`,
				`  Claude Code: claude mcp add --transport http n8n ${url} --header "Authorization: Bearer ${token}"`,
				'',
				'Press Ctrl-C to stop.',
			].join('\n'),
		);
	} catch (error) {
		await stack.stop();
		throw error;
	}
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
