import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

import { SandboxClient, sandboxCredentials } from '../test/e2e/interfaces';
import { bindTemplate, loadTemplates } from '../test/e2e/templates';
import { N8nClient, OWNER } from './n8nClient';
import { freePort, startStack } from './stack';
import { CACHE_DIR, ensureToolchain } from './toolchain';

/**
 * `npm run docs:templates` (after `npm run build`): a real n8n with the pack and the demo's
 * sandbox, every template of templates/ imported with the demo's credentials, and a picture of
 * each canvas as the editor shows it (zoomed to fit) written to docs/templates/<template>.png,
 * the pictures the README's Templates section shows.
 */

const OUT = path.resolve(__dirname, '../docs/templates');

async function main() {
	const toolchain = ensureToolchain();
	const stack = await startStack(toolchain, {
		home: path.join(CACHE_DIR, 'docs-templates'),
		n8nPort: await freePort(),
		brokerPort: await freePort(),
		sandboxPort: await freePort(),
		seed: true,
	});
	const profile = mkdtempSync(path.join(os.tmpdir(), 'bizops-chromium-'));
	try {
		const n8n = await new N8nClient(stack.n8nUrl).setUp();
		const credentials = await sandboxCredentials(n8n, new SandboxClient(stack.sandboxUrl));
		const context = await chromium.launchPersistentContext(profile, {
			executablePath: toolchain.chromium,
			headless: true,
			viewport: { width: 1600, height: 900 },
			args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
		});
		const page = context.pages()[0] ?? (await context.newPage());
		page.setDefaultTimeout(30_000);
		await page.goto(`${stack.n8nUrl}/signin`);
		await page.fill('input[name="emailOrLdapLoginId"]', OWNER.email);
		await page.fill('input[name="password"]', OWNER.password);
		await page.click('[data-test-id="form-submit-button"]');
		await page.waitForURL((url) => !url.pathname.includes('signin'));
		mkdirSync(OUT, { recursive: true });
		for (const template of loadTemplates()) {
			const created = await n8n.createWorkflow(bindTemplate(template, { credentials }));
			await page.goto(`${stack.n8nUrl}/workflow/${created.id}`);
			await page.locator('[data-test-id="canvas-node"]').first().waitFor();
			// "Zoom to fit" (the canvas's 1 key), then a moment for the nodes' icons to load.
			await page
				.locator('[data-test-id="canvas-wrapper"], .vue-flow')
				.first()
				.click({
					position: { x: 5, y: 5 },
				});
			await page.keyboard.press('1');
			await page.waitForTimeout(1500);
			const file = path.join(OUT, `${template.file}.png`);
			await page.screenshot({ path: file });
			console.log(`wrote ${path.relative(process.cwd(), file)}`);
		}
		await context.close();
	} finally {
		rmSync(profile, { recursive: true, force: true });
		await stack.stop();
	}
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
