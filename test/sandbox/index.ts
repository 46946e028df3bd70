import { billingSandbox } from './billing';
import { paymentsSandbox } from './payments';
import { Sandbox } from './server';
import { salesCrmSandbox } from './salesCrm';
import { workspaceCrmSandbox } from './workspaceCrm';

/**
 * Every simulated interface. An interface listed here is finished: the endpoint coverage check
 * requires each of its endpoints.tsv rows to be hit by a test.
 */
export function sandboxInterfaces() {
	return { workspace_crm: workspaceCrmSandbox(), sales_crm: salesCrmSandbox(), payments: paymentsSandbox(), pay_integration: billingSandbox() };
}

export function createSandbox() {
	const interfaces = sandboxInterfaces();
	return { sandbox: new Sandbox(Object.values(interfaces)), interfaces };
}
