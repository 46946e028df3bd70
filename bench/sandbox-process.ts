/**
 * The sandbox in a process of its own, so the benchmark's memory figures are the node's alone.
 * Driven over IPC by bench/run.ts: seed, reset; anything else answers the stats.
 */
import { createSandbox } from '../test/sandbox';

const { sandbox, interfaces } = createSandbox();
sandbox.keepLog = false;

process.on('message', (message: { id: number; command: string; count?: number }) => {
	const reply = (payload: object) => process.send!({ id: message.id, ...payload });
	if (message.command === 'seed') interfaces.workspace_crm.state.seedContacts(message.count ?? 0);
	if (message.command === 'reset') sandbox.reset();
	reply({ requests: sandbox.requestCount, contacts: interfaces.workspace_crm.state.contacts.size });
});

void sandbox.start().then(() => process.send!({ id: 0, baseUrl: sandbox.baseUrl('workspace_crm') }));
