import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { chromium } from 'playwright-core';

import { DEFAULT_READS_AT_ONCE, DEFAULT_TIMEOUT_MS } from '../../nodes/shared/runOptions';
import { findFirstParameter } from '../../nodes/shared/findBeforeCreate';
import { RESPOND_PARAMETER } from '../../nodes/shared/webhook/trigger';
import { panelPicture } from '../../scripts/docs/nodePages';
import { OWNER, eventually } from '../harness/n8nClient';
import { PACKAGE, packNodes } from '../harness/pack';
import { SALES_CRM_TOKENS } from '../sandbox/salesCrm';
import { ARTIFACTS, e2eEnv } from './env';
import { FIXTURES, sandboxCredentials } from './interfaces';
import type { Binding } from './templates';
import {
	TEMPLATES_DIR,
	TEMPLATE_PICTURES,
	bindTemplate,
	ensureClaimsTable,
	loadTemplates,
} from './templates';
import { TOOLS } from './toolFixtures';

/**
 * The real editor in headless chromium: each node of the pack is found by the node search,
 * shows its icon, is added to a workflow and opens its parameter panel without an error, with a
 * Docs link that lands; a dropdown that depends on another parameter lists its options once that
 * one is chosen. One screenshot per case goes to e2e-artifacts/screenshots/.
 */

const { n8nUrl, chromium: executablePath, n8n, sandbox } = e2eEnv();
const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
/** Return Existing Instead of Creating, as every Create that has it declares it */
const FIND_FIRST = findFirstParameter('a record', 'of the same kind');
/** With BIZOPS_DOCS_PICTURES=1 (npm run docs:pictures), each node page's picture of its panel */
const NODE_PICTURES = Boolean(process.env.BIZOPS_DOCS_PICTURES);
/** What the editor shows when a panel cannot render (e.g. the node's package failed to load) */
const PANEL_ERRORS =
	/There was a problem|Could not load|not currently installed|Install this node|Error loading|Failed to load|Unknown node/i;

let context: BrowserContext;
let page: Page;
let profile: string;
const pageErrors: string[] = [];
/** The editor's requests not answered yet (its push connection aside: it stays open) */
const inFlight = new Set<Request>();

beforeAll(async () => {
	mkdirSync(SCREENSHOTS, { recursive: true });
	mkdirSync(TEMPLATE_PICTURES, { recursive: true });
	if (NODE_PICTURES) mkdirSync(path.dirname(panelPicture('any')), { recursive: true });
	profile = mkdtempSync(path.join(os.tmpdir(), 'bizops-chromium-'));
	// playwright adds --headless and takes the profile folder as --user-data-dir.
	context = await chromium.launchPersistentContext(profile, {
		executablePath,
		headless: true,
		viewport: { width: 1440, height: 900 },
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	});
	page = context.pages()[0] ?? (await context.newPage());
	page.setDefaultTimeout(30_000);
	page.on('pageerror', (error) => pageErrors.push(error.message));
	page.on('request', (request) => {
		if (!request.url().includes('/rest/push')) inFlight.add(request);
	});
	page.on('requestfinished', (request) => inFlight.delete(request));
	page.on('requestfailed', (request) => inFlight.delete(request));
	// Leaving an unsaved workflow asks first: leave.
	page.on('dialog', (dialog) => void dialog.accept());
	await page.goto(`${n8nUrl}/signin`);
	await page.fill('input[name="emailOrLdapLoginId"]', OWNER.email);
	await page.fill('input[name="password"]', OWNER.password);
	await page.click('[data-test-id="form-submit-button"]');
	await page.waitForURL((url) => !url.pathname.includes('signin'));
});

afterAll(async () => {
	await context?.close();
	if (profile) rmSync(profile, { recursive: true, force: true });
});

/**
 * Resolves once the editor has no request in flight (a panel's options, icons) and has drawn a frame
 * since: what they brought, an error included, is on screen. No fixed wait before a check.
 */
async function editorSettled() {
	await eventually('the editor has no request in flight', 30, async () =>
		inFlight.size === 0 ? true : undefined,
	);
	await page.evaluate(
		'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
	);
}

/**
 * Whether an <img> of the pack's icons has loaded: waits until the page has it and the browser is
 * done with it (loaded or broken), so a slow machine only makes it later, not false.
 */
async function iconLoaded(scope: ReturnType<Page['locator']>) {
	const icon = scope.locator('img[src*="/icons/n8n-nodes-bizops/"]').first();
	const attached = await icon.waitFor({ state: 'attached' }).then(
		() => true,
		() => false,
	);
	if (!attached) return false;
	return await icon.evaluate(
		(element) =>
			new Promise<boolean>((resolve) => {
				const image = element as unknown as {
					complete: boolean;
					naturalWidth: number;
					addEventListener(type: 'load' | 'error', listener: () => void): void;
				};
				const done = () => resolve(image.naturalWidth > 0);
				if (image.complete) return done();
				image.addEventListener('load', done);
				image.addEventListener('error', done);
			}),
	);
}

/** Saves a workflow of one pack node (`node` is the pack's name of its type) and returns it. */
async function oneNodeWorkflow(name: string, node: string, rest: Record<string, unknown>) {
	return await n8n.createWorkflow({
		name,
		nodes: [{ type: `${PACKAGE}.${node}`, typeVersion: 1, position: [0, 0], ...rest }],
		connections: {},
	});
}

/** Opens the saved workflow and the parameter panel of its (first) node. */
async function openNode(workflowId: string) {
	await page.goto(`${n8nUrl}/workflow/${workflowId}`);
	await page.locator('[data-test-id="canvas-node"]').first().dblclick();
	const ndv = page.locator('[data-test-id="ndv"]');
	await ndv.waitFor();
	return ndv;
}

test.each(
	Object.entries(packNodes).map(([type, node]) => [node.description.displayName, type] as const),
)(
	'%s is in the node search with its icon and opens its parameter panel',
	async (displayName, type) => {
		await page.goto(`${n8nUrl}/workflow/new`);
		await page.click('[data-test-id="canvas-plus-button"]');
		await page.fill('input[data-test-id="node-creator-search-bar"]', displayName);

		// The search lists an app once; its trigger node is listed under the app's name.
		const appName = displayName.replace(/ Trigger$/, '');
		const found = page.locator('[data-test-id="item-iterator-item"]', {
			has: page.locator('[data-test-id="node-creator-item-name"]', {
				hasText: new RegExp(`^${appName}$`),
			}),
		});
		await expect(
			found
				.first()
				.waitFor()
				.then(
					() => true,
					() => false,
				),
		).resolves.toBe(true);
		expect(await iconLoaded(found.first())).toBe(true);
		await found.first().click();
		await found.first().waitFor({ state: 'detached' });
		// The app's panel: its entries, or its sections (rendered with them)
		await page
			.locator(`[data-keyboard-nav-id^="${type}-"], [data-test-id="node-creator-category-item"]`)
			.first()
			.waitFor();

		// The app's panel lists the node's actions or trigger events; a collapsed section is opened first.
		const entries = page.locator(`[data-keyboard-nav-id^="${type}-"]`);
		if ((await entries.count()) === 0) {
			const sections = page.locator('[data-test-id="node-creator-category-item"]');
			for (let i = 0; i < (await sections.count()); i++) {
				await sections.nth(i).click();
				if ((await entries.count()) > 0) break;
			}
		}
		expect(await entries.count()).toBeGreaterThan(0);
		expect(await iconLoaded(entries.first())).toBe(true);

		const errorsBefore = pageErrors.length;
		await entries.first().click();
		const ndv = page.locator('[data-test-id="ndv"]');
		await ndv.waitFor();
		const parameters = ndv.locator('[data-test-id="node-parameters"]');
		await parameters.waitFor();
		await editorSettled();
		await page.screenshot({ path: path.join(SCREENSHOTS, `${type.split('.')[1]}.png`) });
		if (NODE_PICTURES) {
			const name = type.split('.')[1];
			await ndv.screenshot({ path: panelPicture(`${name[0].toUpperCase()}${name.slice(1)}`) });
		}

		expect(await ndv.locator('img[src*="/icons/n8n-nodes-bizops/"]').count()).toBeGreaterThan(0);
		expect(await parameters.locator('[data-test-id="parameter-item"]').count()).toBeGreaterThan(0);
		expect(await ndv.innerText()).not.toMatch(PANEL_ERRORS);
		expect(pageErrors.slice(errorsBefore)).toEqual([]);
		// n8n appends its tracking parameters to the Docs link: after a #fragment they would be part of it, and the anchor never lands.
		const docs = await ndv.getByRole('link', { name: 'Docs' }).first().getAttribute('href');
		expect(new URL(String(docs)).hash).toBe('');
	},
);

test('BizOps Sales CRM, Deal → Create: once a Pipeline is picked, the Stage dropdown lists its stages', async () => {
	const fixture = FIXTURES.find((f) => f.crud.node === 'salesCrm')!;
	const stages = [
		{ name: 'Discovery', probability: 20 },
		{ name: 'Pilot', probability: 50 },
		{ name: 'Contract', probability: 90 },
	];
	// (a name of its own: the picker is matched by it)
	const name = `Partner Channel ${Date.now().toString(36)}`;
	const pipeline = await sandbox.request(fixture.slug, 'POST', '/pipelines', {
		headers: { authorization: `Bearer ${SALES_CRM_TOKENS.full}` },
		body: { name, stages },
	});
	expect(pipeline.status).toBe(201);
	const credential = await n8n.createCredential({
		name: `${fixture.credential.name} (editor)`,
		type: fixture.credential.type,
		data: fixture.credential.data(sandbox.baseUrl(fixture.slug)),
	});
	const workflow = await oneNodeWorkflow('Stage dropdown', 'salesCrm', {
		name: 'Sales CRM',
		parameters: { resource: 'deal', operation: 'create' },
		credentials: { [fixture.credential.type]: credential },
	});

	const errorsBefore = pageErrors.length;
	const ndv = await openNode(workflow.id);
	await ndv
		.locator('[data-test-id="resource-locator-pipeline_id"] [data-test-id="rlc-input"]')
		.click();
	// Picking a pipeline reloads the stages; a click while they load is lost. (Without a load method no request comes, and the list stays empty.)
	const stagesLoaded = page
		.waitForResponse(
			(response) =>
				response.url().includes('/rest/dynamic-node-parameters/options') &&
				(response.request().postData() ?? '').includes('"parameters.stage_id"'),
			{ timeout: 10_000 },
		)
		.catch(() => undefined);
	await page.locator('[data-test-id="rlc-item"]', { hasText: name }).click();
	await stagesLoaded;
	await ndv.locator('[data-test-id="parameter-input-stage_id"]').click();
	// The open dropdown's entries (the other dropdowns' lists stay in the page, hidden).
	const entries = page.locator('[data-test-id="parameter-input-item"]:visible');
	const listed = await entries
		.first()
		.waitFor({ timeout: 10_000 })
		.then(
			async () => (await entries.allInnerTexts()).map((text) => text.trim()),
			() => [],
		);
	await page.screenshot({ path: path.join(SCREENSHOTS, 'salesCrm-stage-dropdown.png') });

	expect(listed).toEqual(stages.map((stage) => `${stage.name} (${stage.probability}%)`));
	expect(pageErrors.slice(errorsBefore)).toEqual([]);
});

test("an action node's Run Options offer Items at Once and Timeout with their defaults, and keep what is set", async () => {
	const workflow = await oneNodeWorkflow('Run Options', 'workspaceCrm', {
		name: 'Workspace CRM',
		parameters: { resource: 'contact', operation: 'get' },
	});

	const errorsBefore = pageErrors.length;
	const ndv = await openNode(workflow.id);
	// The collection's "Add Run Option" picker lists its options.
	const addOption = ndv.getByPlaceholder('Add Run Option');
	const offered = page.locator('.el-select-dropdown__item:visible');
	await addOption.click();
	await offered.first().waitFor();
	expect((await offered.allInnerTexts()).map((text) => text.trim()).sort()).toEqual([
		'Items at Once',
		'Timeout',
	]);
	await offered.filter({ hasText: 'Items at Once' }).click();
	await addOption.click();
	await offered.filter({ hasText: 'Timeout' }).click();
	const itemsAtOnce = ndv.locator('[data-test-id="parameter-input-itemsAtOnce"] input');
	const timeout = ndv.locator('[data-test-id="parameter-input-timeout"] input');
	expect(await itemsAtOnce.inputValue()).toBe(String(DEFAULT_READS_AT_ONCE));
	expect((await timeout.inputValue()).replace(/\D/g, '')).toBe(String(DEFAULT_TIMEOUT_MS));
	await itemsAtOnce.fill('25');
	await itemsAtOnce.press('Tab');
	await page.screenshot({ path: path.join(SCREENSHOTS, 'workspaceCrm-run-options.png') });
	await page.keyboard.press('Escape');
	await page.keyboard.press('Control+s');
	// Saved as the editor keeps it: what n8n-core's parameter resolution reads in a run.
	const saved = async () =>
		(await n8n.api('GET', `/workflows/${workflow.id}`)).nodes[0].parameters.runOptions;
	await eventually('the run options saved', 10, async () =>
		(await saved())?.itemsAtOnce === 25 ? true : undefined,
	);
	expect(await saved()).toEqual({ itemsAtOnce: 25, timeout: DEFAULT_TIMEOUT_MS });
	expect(pageErrors.slice(errorsBefore)).toEqual([]);
});

test("a webhook trigger's Respond dropdown lists its two modes, Immediately first, and keeps what is picked", async () => {
	const workflow = await oneNodeWorkflow('Respond', 'paymentsTrigger', {
		name: 'Payments Trigger',
		parameters: {},
		webhookId: randomUUID(),
	});

	const errorsBefore = pageErrors.length;
	const ndv = await openNode(workflow.id);
	await ndv.locator(`[data-test-id="parameter-input-${RESPOND_PARAMETER.name}"]`).click();
	// The open dropdown's entries (the other dropdowns' lists stay in the page, hidden).
	const entries = page.locator('[data-test-id="parameter-input-item"]:visible');
	await entries.first().waitFor();
	const modes = RESPOND_PARAMETER.options as Array<{ name: string; value: string }>;
	// Each entry shows the mode's name, its description below it.
	expect((await entries.allInnerTexts()).map((text) => text.trim().split('\n')[0])).toEqual(
		modes.map((mode) => mode.name),
	);
	await entries.filter({ hasText: modes[1].name }).click();
	await page.keyboard.press('Escape');
	await page.keyboard.press('Control+s');
	const saved = async () =>
		(await n8n.api('GET', `/workflows/${workflow.id}`)).nodes[0].parameters[RESPOND_PARAMETER.name];
	await eventually('the Respond mode saved', 10, async () =>
		(await saved()) === modes[1].value ? true : undefined,
	);
	expect(pageErrors.slice(errorsBefore)).toEqual([]);
});

/** Every Create with Return Existing Instead of Creating: node, resource, operation */
const LOOKS_FIRST = [
	['payments', 'paymentLink', 'create'],
	['salesCrm', 'activity', 'create'],
	['invoicing', 'invoice', 'create'],
	['billing', 'customer', 'create'],
	['billing', 'subscription', 'create'],
	['chat', 'conversation', 'create'],
	['chat', 'message', 'send'],
	['payroll', 'employee', 'create'],
] as const;

test.each(LOOKS_FIRST)(
	"%s, %s → %s: Return Existing Instead of Creating shows, off, and keeps the switch's change",
	async (node, resource, operation) => {
		const workflow = await oneNodeWorkflow(`Looks first: ${resource}`, node, {
			name: 'Create',
			parameters: { resource, operation },
		});
		const errorsBefore = pageErrors.length;
		const ndv = await openNode(workflow.id);
		const item = ndv.locator('[data-test-id="parameter-item"]', {
			has: page.locator(`[data-test-id="parameter-input-${FIND_FIRST.name}"]`),
		});
		await item.waitFor();
		expect(await item.innerText()).toContain(FIND_FIRST.displayName);
		const toggle = item.locator('.el-switch');
		expect(await toggle.getAttribute('class')).not.toMatch(/is-checked/);
		await toggle.click();
		await page.keyboard.press('Escape');
		await page.keyboard.press('Control+s');
		const saved = async () =>
			(await n8n.api('GET', `/workflows/${workflow.id}`)).nodes[0].parameters[FIND_FIRST.name];
		await eventually('the switch saved on', 10, async () =>
			(await saved()) === true ? true : undefined,
		);
		expect(pageErrors.slice(errorsBefore)).toEqual([]);
	},
);

/** The credentials a template's nodes get once a user has set them, made once for the pictures */
let templateCredentials: Promise<Binding['credentials']> | undefined;
let claimsTable: Promise<Binding['claimsTable']> | undefined;

/** The canvas zoomed to fit (the canvas's 1 key) once every node's icon has loaded, as a picture */
async function canvasPicture(packNodeCount: number, file: string) {
	await page
		.locator('[data-test-id="canvas-wrapper"], .vue-flow')
		.first()
		.click({
			position: { x: 5, y: 5 },
		});
	await page.keyboard.press('1');
	await page.waitForFunction(
		`[...document.querySelectorAll('img[src*="/icons/${PACKAGE}/"]')].filter((icon) => icon.complete && icon.naturalWidth > 0).length >= ${packNodeCount}`,
		undefined,
		{ timeout: 15_000 },
	);
	// The zoom's animation ended: the canvas's transform is the same two samples in a row.
	await page.waitForFunction(
		`(() => {
			const pane = document.querySelector('.vue-flow__transformationpane');
			const now = pane ? getComputedStyle(pane).transform : '';
			const still = window.bizopsTransform === now;
			window.bizopsTransform = now;
			return still;
		})()`,
		undefined,
		{ polling: 100, timeout: 15_000 },
	);
	await page.screenshot({ path: file });
}

test.each(loadTemplates().map((template) => [template.file, template] as const))(
	'the %s template imports through Import from File and shows every node with its icon',
	async (file, template) => {
		const { workflow } = template;
		await page.goto(`${n8nUrl}/workflow/new`);
		const errorsBefore = pageErrors.length;
		// The hidden input behind the workflow menu's "Import from File...".
		await page
			.locator('[data-test-id="workflow-import-input"]')
			.setInputFiles(path.join(TEMPLATES_DIR, `${file}.json`));
		const working = workflow.nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote');
		const pack = working.filter((node) => String(node.type).startsWith(`${PACKAGE}.`));
		const nodes = page.locator('[data-test-id="canvas-node"]');
		// (waits until the canvas holds as many nodes as the template)
		await nodes.nth(working.length - 1).waitFor();
		await editorSettled();
		await page.screenshot({ path: path.join(SCREENSHOTS, `template-${file}.png`) });

		const shown = (await nodes.allInnerTexts()).join('\n');
		expect(working.filter((node) => !shown.includes(String(node.name)))).toEqual([]);
		expect(
			await page.locator('img[src*="/icons/n8n-nodes-bizops/"]').count(),
		).toBeGreaterThanOrEqual(pack.length);
		expect(shown).not.toMatch(PANEL_ERRORS);
		expect(pageErrors.slice(errorsBefore)).toEqual([]);

		// The manual's picture (docs/templates.md): the template once its credentials and its claims table are set
		// (imported, each node shows a warning until then).
		templateCredentials ??= sandboxCredentials(n8n, sandbox, ' (templates)');
		claimsTable ??= ensureClaimsTable(n8n);
		const saved = await n8n.createWorkflow(
			bindTemplate(template, {
				credentials: await templateCredentials,
				claimsTable: await claimsTable,
			}),
		);
		await page.goto(`${n8nUrl}/workflow/${saved.id}`);
		await nodes.nth(working.length - 1).waitFor();
		await canvasPicture(pack.length, path.join(TEMPLATE_PICTURES, `${file}.png`));
	},
);
test("a BizOps tool node's panel shows the parameters the model fills ($fromAI) as defined by the model, with their descriptions", async () => {
	const tool = TOOLS[0];
	const workflow = await oneNodeWorkflow('Tool panel', `${tool.node}Tool`, {
		name: tool.name,
		parameters: tool.parameters,
	});

	const errorsBefore = pageErrors.length;
	const ndv = await openNode(workflow.id);
	const byModel = ndv.locator('[data-test-id="fromAI-override-field"]');
	await byModel.first().waitFor();
	await page.screenshot({ path: path.join(SCREENSHOTS, `${tool.node}Tool-fromAI.png`) });
	// First Name, Last Name and (under Additional Fields) Email, each with the description the model reads
	expect(await byModel.count()).toBe(Object.keys(tool.args).length);
	expect(await byModel.first().innerText()).toMatch(/Defined automatically by the\s+model/);
	const described = await ndv
		.locator('textarea')
		.evaluateAll((areas) => areas.map((area) => (area as unknown as { value: string }).value));
	expect(described).toEqual(
		expect.arrayContaining([
			'First Name: Given name, at most 100 characters',
			'Last Name: Family name, at most 100 characters',
			'Email: E-mail address',
		]),
	);
	expect(await ndv.innerText()).not.toMatch(PANEL_ERRORS);
	expect(pageErrors.slice(errorsBefore)).toEqual([]);
});
