import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

import { OWNER } from '../../scripts/n8nClient';
import { packNodes } from '../harness/pack';
import { ARTIFACTS, e2eEnv } from './env';

/**
 * The real editor in headless chromium: each node of the pack is found by the node search,
 * shows its icon, is added to a workflow and opens its parameter panel without an error.
 * One screenshot per node goes to e2e-artifacts/screenshots/.
 */

const { n8nUrl, chromium: executablePath } = e2eEnv();
const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
/** What the editor shows when a panel cannot render (e.g. the node's package failed to load) */
const PANEL_ERRORS = /There was a problem|Could not load|not currently installed|Install this node|Error loading|Failed to load|Unknown node/i;

let context: BrowserContext;
let page: Page;
let profile: string;
const pageErrors: string[] = [];

beforeAll(async () => {
	mkdirSync(SCREENSHOTS, { recursive: true });
	profile = mkdtempSync(path.join(os.tmpdir(), 'bizops-chromium-'));
	// playwright adds --headless and takes the profile folder as --user-data-dir.
	context = await chromium.launchPersistentContext(profile, {
		executablePath,
		headless: true,
		viewport: { width: 1440, height: 900 },
		args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
	});
	page = context.pages()[0] ?? (await context.newPage());
	page.setDefaultTimeout(30_000);
	page.on('pageerror', (error) => pageErrors.push(error.message));
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

/** Whether an <img> of the pack's icons has loaded. */
async function iconLoaded(scope: ReturnType<Page['locator']>) {
	const icon = scope.locator('img[src*="/icons/n8n-nodes-bizops/"]').first();
	if ((await icon.count()) === 0) return false;
	return await icon.evaluate((element) => {
		const image = element as unknown as { complete: boolean; naturalWidth: number };
		return image.complete && image.naturalWidth > 0;
	});
}

test.each(Object.entries(packNodes).map(([type, node]) => [node.description.displayName, type] as const))(
	'%s is in the node search with its icon and opens its parameter panel',
	async (displayName, type) => {
		await page.goto(`${n8nUrl}/workflow/new`);
		await page.click('[data-test-id="canvas-plus-button"]');
		await page.fill('input[data-test-id="node-creator-search-bar"]', displayName);

		// The search lists an app once; its trigger node is listed under the app's name.
		const appName = displayName.replace(/ Trigger$/, '');
		const found = page.locator('[data-test-id="item-iterator-item"]', { has: page.locator('[data-test-id="node-creator-item-name"]', { hasText: new RegExp(`^${appName}$`) }) });
		await expect(found.first().waitFor().then(() => true, () => false)).resolves.toBe(true);
		expect(await iconLoaded(found.first())).toBe(true);
		await found.first().click();
		await found.first().waitFor({ state: 'detached' });
		await page.waitForTimeout(500);

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
		await page.waitForTimeout(1000);
		await page.screenshot({ path: path.join(SCREENSHOTS, `${type.split('.')[1]}.png`) });

		expect(await ndv.locator('img[src*="/icons/n8n-nodes-bizops/"]').count()).toBeGreaterThan(0);
		expect(await parameters.locator('[data-test-id="parameter-item"]').count()).toBeGreaterThan(0);
		expect(await ndv.innerText()).not.toMatch(PANEL_ERRORS);
		expect(pageErrors.slice(errorsBefore)).toEqual([]);
	},
);
