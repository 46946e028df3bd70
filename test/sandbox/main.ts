import { seeded } from './faults';
import type { KillOnAnswer } from './killOnAnswer';
import { killsOnAnswer } from './killOnAnswer';
import { createSandbox, seedDemoData } from './index';
import type { LoadPlan } from './load';
import { Load, billingReaders } from './load';
import type { SandboxInterface } from './server';
import type { GeneratedFile } from './streams';
import { webhookPosts } from './stamps';

/**
 * The sandbox as a process of its own, for `npm start` and the e2e suite:
 * `ts-node --transpile-only test/sandbox/main.ts [port] [--seed]`. It prints `SANDBOX_URL <url>`
 * when ready. With `--seed` (the demo) it starts with the demo's data set, else empty (the suite).
 * Besides the interfaces it serves `/_control/log?slug=` (the requests answered, for the e2e
 * suite to see what n8n sent), `POST /_control/reset` (back to an empty start), and for the
 * benchmarks `GET /_control/stats` (requests answered, by status) and `POST /_control/seed`
 * (`{slug, count}`: that many contacts in workspace_crm or sales_crm; answers their IDs); for the
 * file benchmark `POST /_control/files` (`{path, size, seed, contentType}`: GET `path` answers a
 * generated file of that size) and `GET /_control/uploads` (each file part received: size, SHA-256);
 * for the fault benchmark `POST /_control/faults` (`{rate, seed, slowMs}`: that share of the writes
 * gets a fault, its kind drawn from every kind with the seed; rate 0 ends it) and `GET /_control/faults`
 * (the faults injected, and how many writes were applied). For the templates' repeated deliveries
 * `GET /_control/deliveries?url=` (the webhook posts to URLs containing `url`, as signed) and
 * `POST /_control/deliveries` (`{url, copies}`: later posts to such URLs go that many times at once).
 * For the window benchmark `POST /_control/load` (a LoadPlan of test/sandbox/load.ts: an undisclosed
 * limit, answers slowing under load; `{}` ends it) and `POST /_control/billingLimiter` (`{limit,
 * windowMs, count}`: Billing's limiter at that pace and `count` customers, whose IDs it answers).
 * For the crash bench `POST /_control/killOnAnswer` (a KillOnAnswer of test/sandbox/killOnAnswer.ts:
 * a process killed around the answer to one request), `GET /_control/killOnAnswer` (when each landed)
 * and `DELETE /_control/killOnAnswer` (the armed kill dropped, if it never fired).
 * SANDBOX_LATENCY_MS holds every answer back that long; SANDBOX_LOG=off keeps no request log.
 */
async function main() {
	const args = process.argv.slice(2);
	const { sandbox, interfaces } = createSandbox();
	if (args.includes('--seed')) seedDemoData(interfaces);
	if (process.env.SANDBOX_LOG === 'off') sandbox.keepLog = false;
	const kills = killsOnAnswer(sandbox);
	const control: SandboxInterface = {
		slug: '_control',
		prefix: '',
		tokens: {},
		error: (_status, code, message) => ({ error: code, message }),
		reset() {},
		routes: [
			{
				method: 'GET',
				path: '/log',
				auth: false,
				handler: (req) => ({
					body: {
						data: sandbox.log.filter(
							(r) => r.slug !== '_control' && (!req.query.slug || r.slug === req.query.slug),
						),
					},
				}),
			},
			{
				method: 'GET',
				path: '/stats',
				auth: false,
				handler: () => ({
					body: { requests: sandbox.requestCount, byStatus: sandbox.statusCounts },
				}),
			},
			{
				method: 'POST',
				path: '/seed',
				auth: false,
				handler: (req) => {
					const count = Number(req.body?.count ?? 0);
					const ids =
						req.body?.slug === 'sales_crm'
							? Array.from(
									{ length: count },
									(_, i) =>
										interfaces.sales_crm.state.addContact({
											name: `Seed ${i}`,
											email: `seed${i}@example.com`,
										}).id,
								)
							: interfaces.workspace_crm.state.seedContacts(count).map((c) => c.id);
					return { body: { data: ids } };
				},
			},
			{
				method: 'POST',
				path: '/files',
				auth: false,
				handler: (req) => {
					const { path, ...file } = req.body as GeneratedFile & { path: string };
					sandbox.generatedFiles.set(path, file);
					return { status: 204 };
				},
			},
			{
				method: 'GET',
				path: '/uploads',
				auth: false,
				handler: () => ({ body: { data: sandbox.uploads } }),
			},
			{
				method: 'POST',
				path: '/faults',
				auth: false,
				handler: (req) => {
					const { rate, seed, slowMs } = req.body as {
						rate: number;
						seed: number;
						slowMs?: number;
					};
					sandbox.faults = rate ? { rate, random: seeded(seed), slowMs } : undefined;
					return { status: 204 };
				},
			},
			{
				method: 'GET',
				path: '/faults',
				auth: false,
				handler: () => ({
					body: { injected: sandbox.injected, applied: sandbox.appliedRequests },
				}),
			},
			{
				method: 'GET',
				path: '/deliveries',
				auth: false,
				handler: (req) => ({
					body: {
						data: webhookPosts.posted.filter((p) => p.url.includes(String(req.query.url ?? ''))),
					},
				}),
			},
			{
				method: 'POST',
				path: '/deliveries',
				auth: false,
				handler: (req) => {
					const { url, copies } = req.body as { url: string; copies: number };
					if (copies > 1) webhookPosts.copies.set(url, copies);
					else webhookPosts.copies.delete(url);
					return { status: 204 };
				},
			},
			{
				method: 'POST',
				path: '/load',
				auth: false,
				handler: (req) => {
					const plan = (req.body ?? {}) as LoadPlan;
					sandbox.load = Object.keys(plan).length > 0 ? new Load(plan) : undefined;
					return { status: 204 };
				},
			},
			{
				method: 'POST',
				path: '/billingLimiter',
				auth: false,
				handler: (req) => {
					const ids = billingReaders(interfaces.pay_integration.state, req.body);
					return { body: { data: ids } };
				},
			},
			{
				method: 'POST',
				path: '/killOnAnswer',
				auth: false,
				handler: (req) => {
					kills.arm(req.body as KillOnAnswer);
					return { status: 204 };
				},
			},
			{
				method: 'DELETE',
				path: '/killOnAnswer',
				auth: false,
				handler: () => {
					kills.arm();
					return { status: 204 };
				},
			},
			{
				method: 'GET',
				path: '/killOnAnswer',
				auth: false,
				handler: () => ({ body: { data: kills.fired } }),
			},
			{
				method: 'POST',
				path: '/reset',
				auth: false,
				handler: () => {
					sandbox.reset();
					webhookPosts.posted.length = 0;
					webhookPosts.copies.clear();
					return { status: 204 };
				},
			},
		],
	};
	sandbox.mount(control);
	await sandbox.start(
		Number(args.find((arg) => /^\d+$/.test(arg)) ?? process.env.SANDBOX_PORT ?? 0),
	);
	console.log(`SANDBOX_URL http://127.0.0.1:${sandbox.port}`);
	const stop = () => void sandbox.stop().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

void main();
