import type { Stack } from '../../scripts/n8n/stack';

/** Stops what setup.ts started, whatever the tests did. */
export default async function teardown() {
	await (globalThis as { bizopsStack?: Stack }).bizopsStack?.stop();
}
