import { randomUUID } from 'node:crypto';

import type { Delivery, Rec, SalesCrmState } from './state';
import { postDelivery, timestampSignature } from '../stamps';

/** What a change of a deal or a contact sets off: the automations it triggers, and signed webhook deliveries. */

function valueAt(data: Rec, path: string): unknown {
	return path
		.split('.')
		.reduce<any>(
			(value, key) => (value === null || value === undefined ? undefined : value[key]),
			data,
		);
}

function conditionHolds(data: Rec, condition: Rec) {
	const actual = valueAt(data, condition.field) as any;
	switch (condition.operator) {
		case 'equals':
			return actual === condition.value;
		case 'not_equals':
			return actual !== condition.value;
		case 'greater_than':
			return Number(actual) > Number(condition.value);
		case 'less_than':
			return Number(actual) < Number(condition.value);
		case 'contains':
			return String(actual ?? '').includes(String(condition.value));
		default:
			return false;
	}
}

/** Posts a signed delivery of `event` to every active webhook subscribed to it, and runs the automations it triggers. */
export async function emit(state: SalesCrmState, event: string, data: Rec) {
	for (const automation of state.automations.values()) {
		if (!automation.active || automation.trigger?.event !== event) continue;
		const started = Date.now();
		if (!(automation.trigger.conditions ?? []).every((c: Rec) => conditionHolds(data, c))) continue;
		state.executions.push({
			id: state.id('ex'),
			automation_id: automation.id,
			status: 'success',
			trigger_event: event,
			trigger_data: data,
			actions_executed: automation.actions.length,
			duration_ms: Date.now() - started,
			executed_at: state.now(),
		});
	}
	for (const webhook of state.webhooks.values()) {
		if (!webhook.active || !webhook.events.includes(event)) continue;
		const id = `evt_${randomUUID()}`;
		const raw = JSON.stringify({ id, event, created_at: state.now(), data });
		const timestamp = String(Math.floor(Date.now() / 1000));
		const headers: Record<string, string> = {
			'Content-Type': 'application/json',
			'X-Delivery-Id': id,
			'X-Timestamp': timestamp,
			'X-Webhook-Id': webhook.id,
		};
		if (webhook.secret) headers['X-Signature'] = timestampSignature(webhook.secret, timestamp, raw);
		const delivery: Delivery = { webhook_id: webhook.id, url: webhook.url, event, headers, raw };
		state.deliveries.push(delivery);
		try {
			delivery.status = await postDelivery(webhook.url, headers, raw);
		} catch (error) {
			delivery.error = (error as Error).message;
		}
	}
}
