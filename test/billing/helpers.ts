import type { INodeParameters } from 'n8n-workflow';

import { nodeTestbed } from '../harness/testbed';
import { BILLING_KEYS } from '../sandbox/billing';

export function billingTestbed() {
	const bed = nodeTestbed<'pay_integration', { apiKey?: string; webhookSecret?: string }>({
		slug: 'pay_integration',
		type: 'billing',
		credentials: (baseUrl, { apiKey = BILLING_KEYS.main, webhookSecret = '' } = {}) => ({
			bizOpsBillingApi: { baseUrl, apiKey, webhookSecret },
		}),
	});
	const credentials = (apiKey?: string, webhookSecret?: string) =>
		bed.credentials({ apiKey, webhookSecret });
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { apiKey?: string; continueOnFail?: boolean } = {},
	) => bed.run(parameters, input as never, { ...options, secret: { apiKey: options.apiKey } });
	/** Runs and expects success: the output JSON of every item */
	const ok = async (parameters: INodeParameters, input?: Array<Record<string, unknown>>) => {
		const { items, error } = await run(parameters, input);
		if (error) throw error;
		return items.map((item) => item.json as Record<string, any>);
	};
	/** Subscribes the customer to the products listed (Items mode), expecting success: the subscription */
	const subscribe = async (customerId: string, ...list: Array<[string, number?]>) => {
		const [created] = await ok({
			resource: 'subscription',
			operation: 'create',
			customerId,
			productsMode: 'items',
			items: items(...list),
		});
		return created;
	};
	/** Cancels the subscription at once, expecting success: the cancelled subscription */
	const cancelNow = async (subscriptionId: string) => {
		const [cancelled] = await ok({
			resource: 'subscription',
			operation: 'cancel',
			subscriptionId,
			when: 'now',
		});
		return cancelled;
	};
	/** Every invoice of the subscription (Get Invoices, Return All), with the filters given */
	const invoicesOf = (subscriptionId: string, filters: INodeParameters = {}) =>
		ok({
			resource: 'subscription',
			operation: 'getInvoices',
			subscriptionId,
			returnAll: true,
			filters,
		});
	return { ...bed, credentials, run, ok, subscribe, cancelNow, invoicesOf };
}

export const items = (...list: Array<[string, number?]>) => ({
	item: list.map(([productCode, quantity = 1]) => ({ productCode, quantity })),
});

/** Runs the node and expects a NodeOperationError naming the field and the rule, with nothing sent. */
export const rejectedBy =
	(bed: ReturnType<typeof billingTestbed>) =>
	async (parameters: Record<string, unknown>, field: string, rule: RegExp) => {
		const { error } = await bed.run(parameters as never);
		expect(error?.message).toContain(`${field}:`);
		expect(error?.message).toMatch(rule);
		expect(error?.message).toContain('(item 0)');
		expect(bed.sandbox.requestsTo('pay_integration')).toHaveLength(0);
	};

export const customer = (fields: Record<string, unknown>) => ({
	resource: 'customer',
	operation: 'create',
	name: 'Ada',
	email: 'ada@example.com',
	...fields,
});

export const paymentLink = (fields: Record<string, unknown>) => ({
	resource: 'collectionLink',
	operation: 'createPayment',
	concept: 'Setup',
	amountUnit: 'cents',
	amount: 1500,
	productCode: 'setup_fee',
	...fields,
});

export const vault = (additionalFields: Record<string, unknown>) => ({
	resource: 'customer',
	operation: 'vault',
	customerId: 'cus_1',
	customerVaultId: 'v',
	additionalFields,
});

export const subscription = (list: unknown) => ({
	resource: 'subscription',
	operation: 'create',
	customerId: 'cus_1',
	productsMode: 'items',
	items: list,
});
