import type { ServerOptions } from 'node:https';

import { createSandbox } from '../sandbox';
import type { Route } from '../sandbox/api';
import { codeAndMessageError } from '../sandbox/api';
import type { SandboxInterface } from '../sandbox/server';
import { Sandbox } from '../sandbox/server';

/**
 * Starts one sandbox for a test file (stopped after it) and resets its state before each test.
 * Returns live getters: use them inside tests, not at module load.
 */
export function useSandbox(tls?: ServerOptions) {
	const created = createSandbox();
	startedForFile(created.sandbox, tls);
	return created;
}

/** The same for a sandbox of the test file's own interfaces (e.g. routes that redirect or hang). */
export function useSandboxOf(...interfaces: SandboxInterface[]) {
	return startedForFile(new Sandbox(interfaces));
}

/** With `tls` (test/sandbox/tls.ts) the sandbox serves HTTPS. */
function startedForFile(sandbox: Sandbox, tls?: ServerOptions) {
	beforeAll(async () => {
		await sandbox.start(0, undefined, tls);
	});
	afterAll(async () => {
		await sandbox.stop();
	});
	beforeEach(() => sandbox.reset());
	return sandbox;
}

/** A test file's own interface at `/<slug>/v1`: open routes (no token), no state, the usual error body. */
export const openInterface = (slug: string, routes: Route[]): SandboxInterface => ({
	slug,
	prefix: '/v1',
	tokens: {},
	error: codeAndMessageError,
	reset: () => undefined,
	routes,
});
