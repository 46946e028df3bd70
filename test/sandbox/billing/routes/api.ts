import type { Route, SandboxRequest, SandboxResponse } from '../../server';
import { ApiFailure } from '../../server';
import type { BillingState, Rec } from '../state';
import { PROJECTS } from '../state';

/** One lim/off page of a list, under the list's name. */
export function page(
	records: Rec[],
	query: Record<string, string>,
	listName: string,
	defaultLim = 10,
) {
	const lim = query.lim === undefined ? defaultLim : Number(query.lim);
	const off = query.off === undefined ? 0 : Number(query.off);
	if (!Number.isInteger(lim) || lim < 1 || lim > 100)
		throw new ApiFailure(400, 'ERR_VALIDATION', 'lim must be 1 to 100');
	if (!Number.isInteger(off) || off < 0)
		throw new ApiFailure(400, 'ERR_VALIDATION', 'off must be 0 or more');
	return { [listName]: records.slice(off, off + lim), total: records.length };
}

/** A query value outside the documented set is refused. */
export function oneOf(query: Record<string, string>, name: string, allowed: string[]) {
	if (query[name] !== undefined && !allowed.includes(query[name])) {
		throw new ApiFailure(400, 'ERR_VALIDATION', `${name} must be one of ${allowed.join(', ')}`);
	}
}

/**
 * What the routes of every resource use: the envelope, the key and limiter guard, record look-ups
 * within the caller's project and the item-set rules of subscriptions.
 */
export function billingApi(state: BillingState) {
	const ok = (data: unknown, message = 'OK', status = 200): SandboxResponse => ({
		status,
		body: { success: true, data, message, timestamp: state.now() },
	});

	/** Authentication by project key and the limiter, before every handler; headers on every answer. */
	const guarded =
		(handler: (req: SandboxRequest, projectId: string) => SandboxResponse) =>
		(req: SandboxRequest): SandboxResponse => {
			const key = req.headers['x-api-key'];
			if (!key) throw new ApiFailure(401, 'ERR_MISSING_API_KEY', 'The X-API-Key header is missing');
			const project = PROJECTS[String(key)];
			if (!project)
				throw new ApiFailure(404, 'ERR_API_KEY_NOT_FOUND', 'The API key is unknown or revoked');
			if (project.suspended)
				throw new ApiFailure(403, 'ERR_ACCOUNT_SUSPENDED', 'The account is suspended');
			const { allowed, headers } = state.rateLimit(String(key));
			if (!allowed)
				throw new ApiFailure(
					429,
					'ERR_RATE_LIMIT_EXCEEDED',
					'Rate limit of the API key exceeded',
					undefined,
					headers,
				);
			try {
				const response = handler(req, project.projectId);
				return { ...response, headers: { ...response.headers, ...headers } };
			} catch (error) {
				if (error instanceof ApiFailure)
					throw new ApiFailure(error.status, error.code, error.message, error.details, {
						...error.headers,
						...headers,
					});
				throw error;
			}
		};
	const route = (
		method: string,
		path: string,
		handler: (req: SandboxRequest, projectId: string) => SandboxResponse,
		body?: object,
	): Route => ({
		method,
		path,
		auth: false,
		body,
		handler: guarded(handler),
	});

	const own = (
		map: Map<string, Rec>,
		id: string,
		projectId: string,
		code: string,
		what: string,
	) => {
		const record = map.get(id);
		if (!record || record.projectId !== projectId)
			throw new ApiFailure(404, code, `${what} ${id} not found`);
		return record;
	};
	const customerOf = (id: string, projectId: string) =>
		own(state.customers, id, projectId, 'ERR_CUSTOMER_NOT_FOUND', 'customer');
	const vaulted = (customer: Rec) => {
		if (!customer.customerVaultId) {
			throw new ApiFailure(
				422,
				'ERR_CUSTOMER_NO_VAULT',
				`customer ${customer.id} has no stored payment method`,
			);
		}
		return customer;
	};
	const productOf = (code: string, projectId: string) =>
		own(state.products, code, projectId, 'ERR_PRODUCT_NOT_FOUND', 'product');
	const subscriptionOf = (id: string, projectId: string) =>
		own(state.subscriptions, id, projectId, 'ERR_SUBSCRIPTION_NOT_FOUND', 'subscription');
	const checkLink = (body: Rec) => {
		if (body.metadata && Buffer.byteLength(JSON.stringify(body.metadata)) > 8192) {
			throw new ApiFailure(422, 'ERR_VALIDATION', 'metadata must be at most 8192 bytes');
		}
	};

	/** The item-set rules of create and replace. */
	const checkItems = (items: Rec[], projectId: string, keepCadenceOf?: Rec) => {
		const codes = items.map((i) => i.productCode);
		const duplicate = codes.find((c, i) => codes.indexOf(c) !== i);
		if (duplicate)
			throw new ApiFailure(
				422,
				'ERR_VALIDATION',
				`productCode ${duplicate} appears twice; use quantity`,
			);
		const products = codes.map((c) => productOf(c, projectId));
		for (const p of products) {
			if (p.paymentType !== 'recurring')
				throw new ApiFailure(
					422,
					'ERR_PRODUCT_NOT_RECURRING',
					`${p.productCode} is a one_time product`,
				);
			if (p.status !== 'active')
				throw new ApiFailure(422, 'ERR_PRODUCT_NOT_ACTIVE', `${p.productCode} is ${p.status}`);
		}
		const cadence = (p: Rec) => `${p.billingPeriod}/${p.billingInterval}`;
		const reference = keepCadenceOf ?? products[0];
		if (products.some((p) => cadence(p) !== cadence(reference))) {
			throw new ApiFailure(
				422,
				'ERR_MIXED_BILLING_PERIODS',
				keepCadenceOf
					? 'A replacement must keep the billing period and interval'
					: 'Items differ in billingPeriod or billingInterval',
			);
		}
		if (products.some((p) => p.currency !== reference.currency))
			throw new ApiFailure(422, 'ERR_MIXED_CURRENCIES', 'Items differ in currency');
		return items.map((i) => ({ productCode: i.productCode, quantity: i.quantity ?? 1 }));
	};
	const transition = (message: string) =>
		new ApiFailure(409, 'ERR_INVALID_SUBSCRIPTION_TRANSITION', message);

	return {
		state,
		ok,
		route,
		own,
		customerOf,
		vaulted,
		productOf,
		subscriptionOf,
		checkLink,
		checkItems,
		transition,
	};
}

export type BillingApi = ReturnType<typeof billingApi>;
