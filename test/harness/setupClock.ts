/**
 * Every unit test file runs on the suite's clock (test/harness/clock.ts): n8n's `sleep`, which
 * the nodes wait with, and the time, which they and the sandbox read, come from it.
 */
import { installClock, uninstallClock } from './clock';

jest.mock('n8n-workflow', () => ({
	...jest.requireActual('n8n-workflow'),
	sleep: jest.requireActual('./clock').sleep,
}));

installClock();
// What still runs once the file is done (a held answer) reads the real clock, which jest keeps.
afterAll(uninstallClock);
