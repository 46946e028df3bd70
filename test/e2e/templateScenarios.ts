import assert from 'node:assert/strict';

import { callWebhook, eventually, fetchFresh } from '../harness/n8nClient';
import { SAMPLE_FORM_ID } from '../sandbox/forms';
import { payrollDataUrl } from './templates';
import type { Json, Scenario } from './templateSandbox';
import {
	PIXEL_PNG,
	auth,
	billingList,
	call,
	chatConversation,
	chatMessages,
	client,
	control,
	n8n,
	webhookBase,
	posSale,
	salesDeal,
	sandbox,
	sentTo,
	unique,
} from './templateSandbox';

/**
 * The resume link in a template's Chat message, once its execution is saved as waiting: the
 * message leaves before that, and n8n answers a resume that comes sooner 409, "running already"
 * (seen on a loaded CI machine, 3 ms after the message).
 */
async function waitingResumeUrl(message: string) {
	const resumeUrl = message.match(/https?:\/\/\S+/)![0];
	const executionId = new URL(resumeUrl).pathname.split('/').pop()!;
	await eventually(`execution ${executionId} waits to be resumed`, 60, async () =>
		(await n8n.execution(executionId)).status === 'waiting' ? true : undefined,
	);
	return resumeUrl;
}

/**
 * The date part and homoclave of an RFC new each run (`yearMonth` then a day; three letters or
 * digits): the sandboxes refuse an RFC they already have (409: Payroll's employees, Invoicing's
 * clients), and a second run on the same sandbox (the queue suite's crash check after its
 * templates check) would otherwise stop there.
 */
function freshRfcParts(yearMonth: string) {
	const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
	return { date: `${yearMonth}${day}`, key: unique().slice(-3).toUpperCase() };
}

/** The new hire's identifiers for Payroll (its RFC and CURP are unique there) */
export function payrollIdentity() {
	const { date, key } = freshRfcParts('8501');
	return {
		rfc: `JAMM${date}${key}`,
		curp: `JAMM${date}MDFCRR${key[0]}${Math.floor(Math.random() * 10)}`,
		nss: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)),
	};
}

/**
 * The link in the onboarding template's message to HR about `name`: its second trigger's URL with
 * the candidate's ID and key, the same on every try (no execution's own).
 */
export async function hrLink(hrConversationId: number, name: string) {
	const asked = await eventually(`HR asked in Chat about ${name}`, 120, async () =>
		(await chatMessages(hrConversationId)).find((m) => String(m.content).includes(name)),
	);
	return new URL(String(asked.content).match(/https?:\/\/\S+/)![0]);
}

/** HR's answer to that link: the new hire's payroll data as JSON */
export const answerHr = (link: URL, identity: Json) =>
	fetchFresh(link.href, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ ...identity, daily_salary: 750, start_date: '2026-03-02' }),
	});

/** One scenario a template: what it needs in the sandbox, the event that starts it, the end state it reaches. */
export const scenarios: Scenario[] = [
	{
		file: 'pos-sale-to-cfdi-invoice',
		async prepare() {
			const email = `pos-${unique()}@ure.example`;
			const customer = (await call('invoicing', 'POST', '/clients', { ...client, email })).data;
			const chat = await chatConversation('URE purchasing', email);
			return {
				binding: { settings: { chatInboxId: chat.inboxId } },
				context: { customer, chat },
			};
		},
		async cause(context) {
			context.sale = await posSale(context.customer.id, [
				['Espresso beans 1 kg', 348, 2],
				['Milk frother', 116, 1],
			]);
		},
		async verify({ customer, chat, sale }) {
			const sent = await sentTo(chat, 'the invoice sent in Chat', (m) => m.attachments?.length);
			const conversation = { sent };
			const invoices = (
				await call('invoicing', 'GET', `/invoices?receptor_rfc=${customer.rfc}&per_page=100`)
			).data as Json[];
			const invoice = invoices.find((i) =>
				conversation.sent.attachments[0].file_name.startsWith(`${i.serie}-${i.folio}`),
			);
			assert.ok(invoice, "the attached PDF is an invoice of the sale's customer");
			assert.deepEqual(
				[invoice.receptor.rfc, invoice.total, conversation.sent.attachments[0].file_name],
				[customer.rfc, sale.total, `${invoice.serie}-${invoice.folio}.pdf`],
			);
			const full = (await call('invoicing', 'GET', `/invoices/${invoice.id}`)).data;
			assert.equal(full.conceptos.length, 2, 'one line per line of the sale');
		},
	},
	{
		file: 'form-response-to-crm-lead-and-deal',
		async prepare() {
			const pipeline = await call('sales_crm', 'POST', '/pipelines', {
				name: `Web leads ${unique()}`,
				stages: [
					{ name: 'New', probability: 10 },
					{ name: 'Qualified', probability: 40 },
				],
			});
			return {
				binding: {
					settings: { pipelineId: pipeline.id, stageId: pipeline.stages[0].id },
					parameters: {},
				},
				context: { pipeline, email: `lead-${unique()}@example.com` },
			};
		},
		async cause(context) {
			const response = await fetchFresh(
				`${sandbox.baseUrl('forms')}/api/forms/${SAMPLE_FORM_ID}/submit`,
				{
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({
						answers: { name: 'Katherine Johnson', email: context.email, message: 'A demo, please' },
					}),
				},
			);
			assert.equal(response.status, 201);
		},
		async verify({ pipeline, email }) {
			const deal = await eventually('the deal in Sales CRM', 150, async () => {
				const deals = (await call('sales_crm', 'GET', `/deals?pipeline_id=${pipeline.id}`))
					.data as Json[];
				return deals.find((d) => d.contact?.email === email);
			});
			assert.deepEqual(
				[deal.name, deal.stage?.id, deal.contact?.name],
				['Web lead: Katherine Johnson', pipeline.stages[0].id, 'Katherine Johnson'],
			);
			const contacts = (await call('workspace_crm', 'GET', `/contacts?search=${email}`))
				.data as Json[];
			assert.deepEqual(
				contacts.map((c) => [c.firstName, c.lastName, c.email]),
				[['Katherine', 'Johnson', email]],
				'the contact is in Workspace CRM',
			);
		},
	},
	{
		file: 'deal-won-to-subscription-and-payment-link',
		async prepare() {
			const email = `won-${unique()}@example.com`;
			const { deal } = await salesDeal(
				'Analytical Engines Ltd',
				{ name: 'Ada Byron', email },
				{ value: 1500, custom_fields: { plan: 'plan_pro', card_vault_id: 'vault_won' } },
			);
			const chat = await chatConversation('Ada Byron', email);
			return {
				binding: { settings: { chatInboxId: chat.inboxId, currency: 'USD' } },
				context: { deal, email, chat },
			};
		},
		async cause({ deal }) {
			await call('sales_crm', 'POST', `/deals/${deal.id}/won`, {});
		},
		async verify({ deal, email, chat }) {
			const message = await sentTo(chat, 'the payment link sent in Chat', (m) =>
				String(m.content).includes('setup fee'),
			);
			const customer = (await billingList('customers')).find((c) => c.email === email);
			assert.ok(customer, 'the customer is in Billing');
			const subscription = (await billingList('subscriptions', true)).find(
				(s) => s.customerId === customer.id,
			);
			assert.deepEqual(
				[subscription?.status, subscription?.items?.map((i: Json) => i.productId)],
				['active', ['plan_pro']],
				'the customer is subscribed to the plan the deal names',
			);
			const links = (await call('payments', 'GET', '/payment-links?per_page=100')).data as Json[];
			const link = links.find((l) => l.reference === deal.id);
			assert.deepEqual(
				[link?.amount, link?.currency, String(message.content).includes(String(link?.url))],
				[150000, 'USD', true],
				'the link asks for the deal value and is the one sent',
			);
		},
	},
	{
		file: 'payment-received-to-invoice',
		async prepare() {
			const email = `paid-${unique()}@kemper.example`;
			const rfc = freshRfcParts('9003');
			const customer = (
				await call('invoicing', 'POST', '/clients', {
					...client,
					rfc: `EKU${rfc.date}${rfc.key}`,
					nombre: 'ESCUELA KEMPER URGATE',
					email,
				})
			).data;
			const link = (
				await call('payments', 'POST', '/payment-links', {
					amount: 11600,
					currency: 'USD',
					description: 'Robotics workshop seat',
					metadata: { invoicing_client_id: customer.id },
				})
			).data;
			return { binding: {}, context: { customer, link } };
		},
		async cause(context) {
			context.payment = (
				await control('payments', `/pay/v1/_sim/payment-links/${context.link.id}/pay`)
			).data;
		},
		async verify({ customer, payment }) {
			const invoice = await eventually('the invoice in Invoicing', 120, async () => {
				const invoices = (
					await call('invoicing', 'GET', `/invoices?receptor_rfc=${customer.rfc}&per_page=100`)
				).data as Json[];
				return invoices.find((i) => i.moneda === 'USD' && i.total === 116);
			});
			const full = (await call('invoicing', 'GET', `/invoices/${invoice.id}`)).data;
			assert.deepEqual(
				[full.conceptos?.[0]?.descripcion, full.metodo_pago, full.forma_pago],
				[`Robotics workshop seat (payment ${payment.id})`, 'PUE', '04'],
			);
		},
	},
	{
		file: 'candidate-hired-to-payroll-and-onboarding',
		async prepare() {
			const vacancy = (
				await call('recruitment', 'POST', '/vacancies', { title: `Payroll analyst ${unique()}` })
			).data;
			await call('recruitment', 'POST', `/vacancies/${vacancy.id}/status`, {
				status: 'published',
			});
			const email = `hire-${unique()}@example.com`;
			const candidate = (
				await control('recruitment', `/v1/_sim/vacancies/${vacancy.id}/applications`, {
					name: 'Mary Jackson',
					email,
				})
			).data;
			const hr = await chatConversation('HR desk', `hr-${unique()}@example.com`);
			return {
				binding: {
					settings: {
						hrConversationId: hr.id,
						onboardingTime: '09:30',
						payrollDataUrl: payrollDataUrl(webhookBase),
					},
				},
				context: { vacancy, candidate, email, hr, payroll: payrollIdentity() },
			};
		},
		async cause({ vacancy, candidate }) {
			await call(
				'recruitment',
				'POST',
				`/vacancies/${vacancy.id}/candidates/${candidate.id}/stage`,
				{
					stage: 'hired',
				},
			);
		},
		async verify({ hr, email, payroll }) {
			const link = await hrLink(hr.id, 'Mary Jackson');
			// A link whose key is not the candidate's does nothing: its employee is never made.
			const forged = new URL(link);
			forged.searchParams.set('key', 'f'.repeat(64));
			const stranger = payrollIdentity();
			await answerHr(forged, stranger);
			assert.equal((await answerHr(link, payroll)).status, 200, 'the link takes the answer');
			const employee = await eventually('the employee in Payroll', 120, async () => {
				const employees = (await call('payroll', 'GET', '/employees?per_page=100')).data as Json[];
				return employees.find((e) => e.rfc === payroll.rfc);
			});
			assert.deepEqual(
				[employee.name, employee.hire_date, employee.daily_salary],
				['Mary Jackson', '2026-03-02', 750],
			);
			const invitation = await eventually('the new hire invited to onboarding', 60, async () => {
				const log = await sandbox.log('meetings');
				return log.find(
					(r) =>
						r.method === 'POST' &&
						r.route === '/meetings/{publicMeetingId}/participants' &&
						r.status < 300 &&
						r.body?.email === email,
				);
			});
			const meeting = (await sandbox.log('meetings')).find(
				(r) =>
					r.method === 'POST' &&
					r.route === '/meetings' &&
					r.body?.title === 'Onboarding: Mary Jackson',
			);
			assert.deepEqual(
				[Date.parse(meeting?.body?.datetime), invitation.body.name],
				[Date.parse('2026-03-02T09:30:00Z'), 'Mary Jackson'],
				'the onboarding meeting is on the start date, the new hire invited',
			);
			// HR sends the answer again: claimed once per hire, it makes nothing more (the trigger
			// answers when that execution finishes, so the logs below are complete).
			assert.equal((await answerHr(link, payroll)).status, 200);
			const posted = async (
				slug: 'payroll' | 'meetings',
				route: string,
				made: (r: Json) => boolean,
			) =>
				(await sandbox.log(slug)).filter((r) => r.method === 'POST' && r.route === route && made(r))
					.length;
			assert.deepEqual(
				[
					await posted('payroll', '/employees', (r) => r.body?.rfc === payroll.rfc),
					await posted(
						'meetings',
						'/meetings/{publicMeetingId}/participants',
						(r) => r.body?.email === email,
					),
					await posted('payroll', '/employees', (r) => r.body?.rfc === stranger.rfc),
				],
				[1, 1, 0],
				"the employee made and invited once, none for the forged link's answer",
			);
		},
	},
	{
		file: 'payroll-period-closing',
		async prepare() {
			const day = 10 + Math.floor(Math.random() * 18);
			await call('payroll', 'POST', '/employees', {
				name: 'Dorothy Vaughan',
				rfc: `VAUD9001${day}AB2`,
				curp: `VAUD9001${day}MJCRZS08`,
				nss: `345678901${day}`,
				hire_date: '2025-01-01',
				daily_salary: 600,
			});
			const period = (
				await call('payroll', 'POST', '/payrolls', {
					type: 'ordinary',
					frequency: 'biweekly',
					start_date: '2026-02-01',
					end_date: '2026-02-15',
					payment_date: '2026-02-16',
				})
			).data;
			const approver = await chatConversation('Payroll approver', `cfo-${unique()}@example.com`);
			return {
				binding: {
					settings: { approverConversationId: approver.id },
					// The suite cannot wait for the 1st: every minute.
					parameters: {
						'Every 1st and 16th': {
							rule: { interval: [{ field: 'cronExpression', expression: '* * * * *' }] },
						},
					},
				},
				context: { period, approver },
			};
		},
		async cause() {},
		async verify({ period, approver }) {
			const asked = await eventually('the approver asked in Chat', 150, async () =>
				(await chatMessages(approver.id)).find((m) => String(m.content).includes('Approve')),
			);
			const calculated = (await call('payroll', 'GET', `/payrolls?per_page=100`)).data.find(
				(p: Json) => p.id === period.id,
			);
			assert.equal(calculated.status, 'calculated', 'calculated, waiting for the approval');
			const resumeUrl = await waitingResumeUrl(String(asked.content));
			assert.equal((await fetchFresh(resumeUrl, { method: 'POST' })).status, 200);
			const report = await eventually('the stamped receipts reported in Chat', 120, async () =>
				(await chatMessages(approver.id)).find((m) =>
					String(m.content).startsWith('Payroll stamped'),
				),
			);
			const after = (await call('payroll', 'GET', `/payrolls?per_page=100`)).data.find(
				(p: Json) => p.id === period.id,
			);
			const receipts = (await call('payroll', 'GET', `/payrolls/${period.id}/receipts`)).data;
			assert.equal(after.status, 'stamped');
			assert.ok(receipts.length > 0, 'the period has stamped receipts');
			assert.match(String(report.content), /receipt/);
		},
	},
	{
		file: 'low-stock-to-screens-and-chat',
		async prepare() {
			const product = (
				await call('pos', 'POST', '/products', {
					name: `Oat milk ${unique()}`,
					price: 45,
					stock: 8,
				})
			).data;
			const device = await control('signage', '/grid/v1/_sim/devices');
			const screen = await call('signage', 'POST', '/screens', {
				pairing_code: device.pairing_code,
				name: 'Shop window',
			});
			const form = new FormData();
			form.append(
				'file',
				new Blob([Buffer.from(PIXEL_PNG, 'base64')], { type: 'image/png' }),
				'sold-out.png',
			);
			form.append('name', 'Sold out');
			const media = (await (
				await fetchFresh(`${sandbox.baseUrl('signage')}/grid/v1/media`, {
					method: 'POST',
					headers: auth.signage,
					body: form,
				})
			).json()) as Json;
			const playlist = await call('signage', 'POST', '/playlists', {
				name: 'Sold out',
				items: [{ media_id: media.id, duration: 10 }],
			});
			const store = await chatConversation('Store team', `store-${unique()}@example.com`);
			return {
				binding: {
					settings: {
						screenIds: [screen.id],
						soldOutPlaylistId: playlist.id,
						storeConversationId: store.id,
					},
					parameters: { 'Low Stock': { products: [product.id], threshold: 5 } },
				},
				context: { product, screen, playlist, store },
			};
		},
		async cause({ product }) {
			await call('pos', 'POST', '/sales', {
				items: [{ product_id: product.id, quantity: 4, price: 45 }],
				payment_method: 'cash',
			});
		},
		async verify({ product, screen, playlist, store }) {
			const alert = await eventually('the store alerted in Chat', 150, async () =>
				(await chatMessages(store.id)).find((m) => String(m.content).includes(product.name)),
			);
			assert.match(String(alert.content), /has 4 left/);
			const schedules = (await call('signage', 'GET', `/schedules?screen_id=${screen.id}`))
				.data as Json[];
			assert.deepEqual(
				schedules.map((s) => [s.name, s.rules?.[0]?.playlist_id, s.screen_ids]),
				[[`Low stock: ${product.name}`, playlist.id, [screen.id]]],
				'the screen shows the sold-out playlist',
			);
		},
	},
	{
		file: 'screen-offline-to-chat-alert',
		async prepare() {
			const device = await control('signage', '/grid/v1/_sim/devices');
			const screen = await call('signage', 'POST', '/screens', {
				pairing_code: device.pairing_code,
				name: `Lobby ${unique()}`,
			});
			await control('signage', `/grid/v1/_sim/screens/${screen.id}/status`, { status: 'online' });
			const ops = await chatConversation('Screen operations', `ops-${unique()}@example.com`);
			return { binding: { settings: { opsConversationId: ops.id } }, context: { screen, ops } };
		},
		async cause({ screen }) {
			await control('signage', `/grid/v1/_sim/screens/${screen.id}/status`, { status: 'offline' });
		},
		async verify({ screen, ops }) {
			const alert = await eventually('operations alerted in Chat', 150, async () =>
				(await chatMessages(ops.id)).find((m) => String(m.content).includes(screen.id)),
			);
			assert.match(
				String(alert.content),
				new RegExp(`^Screen ${screen.name} \\(${screen.id}\\) went offline`),
			);
			assert.equal(alert.private, true, 'an internal note, never sent to a contact');
		},
	},
	{
		file: 'new-conversation-crm-lookup',
		async prepare() {
			const known = `known-${unique()}@example.com`;
			await call('sales_crm', 'POST', '/contacts', { name: 'Known Customer', email: known });
			const agents = (await call('chat', 'GET', '/accounts/1/agents')) as unknown as Json[];
			const agent = await call('chat', 'POST', '/accounts/1/agents', {
				name: `Account manager ${unique()}`,
				email: `am-${unique()}@support.example`,
				role: 'agent',
			});
			for (const title of ['customer', 'lead'])
				await call('chat', 'POST', '/accounts/1/labels', { title }).catch(() => undefined);
			return {
				binding: {
					settings: { customerAgentId: agent.id, leadAgentId: (agents[0] ?? agent).id },
				},
				context: { known, agent, lead: (agents[0] ?? agent).id },
			};
		},
		async cause(context) {
			context.customer = await chatConversation('Known Customer', context.known);
			context.stranger = await chatConversation('Someone New', `new-${unique()}@example.com`);
		},
		async verify({ customer, stranger, agent, lead }) {
			const conversation = async (id: number) =>
				await call('chat', 'GET', `/accounts/1/conversations/${id}`);
			const [known, unknown] = await eventually('both conversations labelled', 120, async () => {
				const both = [await conversation(customer.id), await conversation(stranger.id)];
				return both.every((c) => c.labels?.length) ? both : undefined;
			});
			assert.deepEqual(
				[known.labels, known.meta?.assignee?.id, unknown.labels, unknown.meta?.assignee?.id],
				[['customer'], agent.id, ['lead'], lead],
			);
		},
	},
	{
		file: 'meeting-summary-to-crm-activity',
		async prepare() {
			const { deal, contact } = await salesDeal(
				'Glenn Research',
				{ name: 'Annie Easley', email: `annie-${unique()}@example.com` },
				{ value: 900 },
			);
			const { meeting } = await call('meetings', 'POST', '/meetings', {
				title: 'Glenn Research demo',
			});
			return { binding: {}, context: { deal, contact, meeting } };
		},
		async cause({ meeting, deal }) {
			await control('meetings', `/public/_sim/meetings/${meeting.publicMeetingId}/end`, {
				agoMs: 120_000,
			});
			const response = await callWebhook(`${webhookBase}/webhook/meeting-ended`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ publicMeetingId: meeting.publicMeetingId, dealId: deal.id }),
			});
			assert.equal(response.status, 200);
		},
		async verify({ deal, contact, meeting }) {
			const activity = await eventually('the activity in Sales CRM', 120, async () => {
				const activities = (await call('sales_crm', 'GET', `/activities?deal_id=${deal.id}`))
					.data as Json[];
				return activities.find((a) => a.type === 'meeting');
			});
			assert.deepEqual(
				[activity.subject, activity.description, activity.contact_id, activity.completed],
				[
					`Meeting summary: Glenn Research (meeting ${meeting.publicMeetingId})`,
					'Glenn Research demo: the team met and agreed on next steps.',
					contact.id,
					true,
				],
			);
		},
	},
];
