import { createSandbox } from '../sandbox';

/**
 * Starts one sandbox for a test file (stopped after it) and resets its state before each test.
 * Returns live getters: use them inside tests, not at module load.
 */
export function useSandbox() {
	const created = createSandbox();
	beforeAll(async () => {
		await created.sandbox.start();
	});
	afterAll(async () => {
		await created.sandbox.stop();
	});
	beforeEach(() => created.sandbox.reset());
	return created;
}
