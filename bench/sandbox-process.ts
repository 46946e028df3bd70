/**
 * The sandbox in a process of its own, so the benchmark's memory figures are the node's alone.
 * Driven over IPC by bench/run.ts: seed, reset, billingLimiter (the Billing limiter at `limit`
 * per `windowMs` and `count` customers, whose IDs it answers); anything else answers the stats.
 */
import { createSandbox } from '../test/sandbox';
import { billingReaders } from '../test/sandbox/load';

const { sandbox, interfaces } = createSandbox();
sandbox.keepLog = false;

process.on(
	'message',
	(message: { id: number; command: string; count?: number; limit?: number; windowMs?: number }) => {
		const reply = (payload: object) => process.send!({ id: message.id, ...payload });
		if (message.command === 'seed') interfaces.workspace_crm.state.seedContacts(message.count ?? 0);
		if (message.command === 'reset') sandbox.reset();
		if (message.command === 'billingLimiter') {
			const ids = billingReaders(interfaces.pay_integration.state, {
				limit: message.limit ?? 60,
				windowMs: message.windowMs ?? 60_000,
				count: message.count ?? 0,
			});
			reply({ ids });
			return;
		}
		reply({
			requests: sandbox.requestCount,
			byStatus: sandbox.statusCounts,
			contacts: interfaces.workspace_crm.state.contacts.size,
		});
	},
);

void sandbox
	.start()
	.then(() => process.send!({ id: 0, baseUrl: sandbox.baseUrl('workspace_crm') }));
