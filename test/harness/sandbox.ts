import { createSandbox } from '../sandbox';
import type { SandboxInterface } from '../sandbox/server';
import { Sandbox } from '../sandbox/server';

/**
 * Starts one sandbox for a test file (stopped after it) and resets its state before each test.
 * Returns live getters: use them inside tests, not at module load.
 */
export function useSandbox() {
	const created = createSandbox();
	startedForFile(created.sandbox);
	return created;
}

/** The same for a sandbox of the test file's own interfaces (e.g. routes that redirect or hang). */
export function useSandboxOf(...interfaces: SandboxInterface[]) {
	return startedForFile(new Sandbox(interfaces));
}

function startedForFile(sandbox: Sandbox) {
	beforeAll(async () => {
		await sandbox.start();
	});
	afterAll(async () => {
		await sandbox.stop();
	});
	beforeEach(() => sandbox.reset());
	return sandbox;
}
